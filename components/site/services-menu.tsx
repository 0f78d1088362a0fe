import { Link } from '@/components/site/locale-link';
import { DropdownMenu } from '@/components/ui/dropdown-menu';

type Item = { href: string; label: string };

const itemClass =
  'block rounded px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800';

/** Desktop "Services" entry: a link to the list plus a keyboard-operable submenu (arrows, Enter, Escape). */
export function ServicesMenu({
  label,
  toggleLabel,
  allLabel,
  items,
}: {
  label: string;
  toggleLabel: string;
  allLabel: string;
  items: Item[];
}) {
  return (
    <div className="relative flex items-center">
      <Link href="/services" className="whitespace-nowrap rounded py-2 ps-2 pe-1 hover:bg-surface-muted">
        {label}
      </Link>
      <DropdownMenu
        className="flex"
        label={toggleLabel}
        buttonClassName="inline-flex size-8 items-center justify-center rounded hover:bg-surface-muted data-[open]:bg-surface-muted"
        button={
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="size-4 transition-transform in-data-[open]:rotate-180"
            fill="currentColor"
          >
            <path d="M5.2 7.5a.75.75 0 0 1 1.06 0L10 11.2l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.56a.75.75 0 0 1 0-1.06Z" />
          </svg>
        }
        panelClassName="start-0 w-64 rounded-card border border-ink/10 bg-white p-2 shadow-card"
      >
        {items.map((s) => (
          <Link key={s.href} href={s.href} role="menuitem" tabIndex={-1} className={itemClass}>
            {s.label}
          </Link>
        ))}
        <Link
          href="/services"
          role="menuitem"
          tabIndex={-1}
          className={`mt-1 border-t border-ink/10 font-bold text-brand-800 ${itemClass}`}
        >
          {allLabel}
        </Link>
      </DropdownMenu>
    </div>
  );
}
