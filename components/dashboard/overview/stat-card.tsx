import Link from '@/components/ui/link';
import type { ReactNode } from 'react';

/** One figure of the overview: a label, the number, a line of context, and where to go for the detail. */
export function StatCard({
  label,
  value,
  detail,
  href,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  href?: string;
  icon: ReactNode;
}) {
  const body = (
    <>
      <span
        aria-hidden
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700/10 text-link"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink-muted">{label}</span>
        <span className="mt-1 block text-2xl font-bold tabular-nums">{value}</span>
        {detail ? <span className="mt-0.5 block text-xs text-ink-subtle">{detail}</span> : null}
      </span>
    </>
  );
  const className = 'flex items-center gap-4 rounded-card bg-surface p-5 shadow-card';
  return href ? (
    <Link href={href} className={`${className} hover:ring-2 hover:ring-brand-600/30`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
