'use client';

import { useEffect, useRef, useState } from 'react';
import { intlLocale } from '@/lib/i18n/format';
import { numberFormat } from '@/lib/intl-formats';

type Item = { key: string; label: string; value: number; suffix: string };

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts up to each value over `durationMs` once `threshold` of the block is visible (SPEC §9: 2000 ms, 0.7).
 * The server renders the final numbers (no-JS and crawlers see them); screen readers always get the final value.
 * Under prefers-reduced-motion the numbers simply stay final.
 */
export function Counters({
  items,
  durationMs,
  threshold,
  locale,
}: {
  items: Item[];
  durationMs: number;
  threshold: number;
  locale: string;
}) {
  // Digits and the per cent sign as the page's language writes them ('100 %' in French).
  const format = (item: Item, n: number) =>
    item.suffix === '%'
      ? numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(n / 100)
      : numberFormat(intlLocale(locale)).format(n);
  const ref = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const el = ref.current;
    if (!el || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return; // already on screen at load: keep the final values
    setProgress(0);
    let frame = 0;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.intersectionRatio >= threshold)) return;
        io.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setProgress(t);
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [durationMs, threshold]);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col-reverse items-center rounded-card bg-white/10 px-4 py-6 text-center ring-1 ring-white/15"
        >
          <dt className="mt-1 text-sm font-semibold uppercase tracking-wider text-brand-100">{item.label}</dt>
          <dd className="text-4xl font-extrabold tabular-nums text-white sm:text-5xl">
            <span aria-hidden>{format(item, Math.round(item.value * easeOut(progress)))}</span>
            <span className="sr-only">{format(item, item.value)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
