import Link from '@/components/ui/link';
import { BRAND } from '@/lib/brand';

/** The brand mark (inline, so it follows the colour preset and dark mode) linking to the overview. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href="/dashboard/app"
      className="inline-flex min-h-11 items-center gap-2 rounded px-1 font-extrabold text-link"
    >
      <svg aria-hidden viewBox="0 0 48 48" className="size-8 shrink-0">
        <circle cx="24" cy="24" r="22" fill="var(--brand-700)" />
        <path d="M24 9c2 8 5 11 13 13-8 2-11 5-13 13-2-8-5-11-13-13 8-2 11-5 13-13z" fill="#fbbf24" />
      </svg>
      {compact ? <span className="sr-only">{BRAND}</span> : <span className="text-base">{BRAND}</span>}
    </Link>
  );
}
