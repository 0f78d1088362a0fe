import { clsx } from 'clsx';

type Bar = { label: string; value: number; tone?: string };

/**
 * A small bar chart in plain SVG (no chart library: four bars do not need 100 KB). The picture is decorative for
 * screen readers; the same figures are in a visually hidden table next to it.
 */
export function BarChart({
  title,
  bars,
  formatValue = String,
  showValues = true,
}: {
  title: string;
  bars: Bar[];
  formatValue?: (v: number) => string;
  /** Figures above the bars; off for long series (a year of months at 390 px), whose figures are in a table. */
  showValues?: boolean;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = 160;
  return (
    <figure>
      <div aria-hidden className="flex h-[200px] items-end gap-3 border-b border-line px-1 sm:gap-6">
        {bars.map((bar) => (
          <div key={bar.label} className="flex flex-1 flex-col items-center gap-2">
            {showValues ? <span className="text-sm font-bold tabular-nums">{formatValue(bar.value)}</span> : null}
            <svg viewBox={`0 0 40 ${height}`} preserveAspectRatio="none" className="h-[160px] w-full max-w-16">
              <rect
                x="0"
                y={height - (bar.value / max) * height}
                width="40"
                height={(bar.value / max) * height}
                rx="4"
                className={clsx(bar.tone ?? 'fill-brand-600')}
              />
            </svg>
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-2 flex gap-3 px-1 sm:gap-6">
        {bars.map((bar) => (
          <span key={bar.label} className="flex-1 text-center text-xs font-semibold text-ink-muted">
            {bar.label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{formatValue(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
