import type { NavIcon as NavIconName } from '@/lib/dashboard/nav';

/** A menu icon: a reference to its symbol in the shell's sprite (nav-icon-sprite.tsx), so it costs one short tag. */
export function NavIcon({ name, className = 'size-5' }: { name?: NavIconName | 'chevron'; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#nav-icon-${name ?? 'dashboard'}`} />
    </svg>
  );
}
