'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@/lib/i18n/navigation';

type Item = { href: string; label: string };

/** Desktop "Services" entry: a link to the list plus a keyboard-operable submenu (arrows, Enter, Escape). */
export function ServicesMenu({ label, toggleLabel, allLabel, items }: { label: string; toggleLabel: string; allLabel: string; items: Item[] }) {
  return (
    <Menu as="div" className="relative flex items-center">
      <Link href="/services" className="whitespace-nowrap rounded py-2 ps-2.5 pe-1 hover:bg-surface-muted xl:ps-3">{label}</Link>
      <MenuButton aria-label={toggleLabel} className="inline-flex size-8 items-center justify-center rounded hover:bg-surface-muted data-[open]:bg-surface-muted">
        <svg aria-hidden viewBox="0 0 20 20" className="size-4 transition-transform in-data-[open]:rotate-180" fill="currentColor"><path d="M5.2 7.5a.75.75 0 0 1 1.06 0L10 11.2l3.74-3.7a.75.75 0 1 1 1.06 1.06l-4.27 4.24a.75.75 0 0 1-1.06 0L5.2 8.56a.75.75 0 0 1 0-1.06Z" /></svg>
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom start', gap: 8 }} className="z-50 w-64 rounded-card border border-ink/10 bg-white p-2 shadow-card focus:outline-none">
        {items.map((s) => (
          <MenuItem key={s.href}>
            <Link href={s.href} className="block rounded px-3 py-2 text-sm font-medium data-[focus]:bg-brand-50 data-[focus]:text-brand-800">{s.label}</Link>
          </MenuItem>
        ))}
        <MenuItem>
          <Link href="/services" className="mt-1 block rounded border-t border-ink/10 px-3 py-2 text-sm font-bold text-brand-800 data-[focus]:bg-brand-50">{allLabel}</Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
