'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const openDropdowns = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]'));

/**
 * The server-rendered menus' only script: marks the current page in every menu (aria-current, the longest matching
 * path wins), opens the current section, and closes dropdowns and the phone drawer on navigation, Escape and a click
 * outside them.
 */
export function NavState() {
  const pathname = usePathname();

  useEffect(() => {
    for (const nav of Array.from(document.querySelectorAll<HTMLElement>('[data-nav]'))) {
      const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[data-path]'));
      const current = links
        .filter((a) => pathname === a.dataset.path || pathname.startsWith(`${a.dataset.path}/`))
        .sort((a, b) => b.dataset.path!.length - a.dataset.path!.length)[0];
      for (const a of links) {
        if (a === current) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
      for (const details of Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[data-module]'))) {
        const base = details.dataset.module!;
        const active = pathname === base || pathname.startsWith(`${base}/`);
        details.toggleAttribute('data-active', active);
        if (details.hasAttribute('data-dropdown')) details.open = false;
        else if (active) details.open = true;
      }
    }
    for (const dialog of Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[data-drawer][open]'))) dialog.close();
  }, [pathname]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      for (const d of openDropdowns()) if (!d.contains(target)) d.open = false;
      if (target instanceof HTMLDialogElement && target.hasAttribute('data-drawer')) target.close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = openDropdowns();
      if (!open.length) return;
      for (const d of open) d.open = false;
      open.at(-1)?.querySelector('summary')?.focus();
    };
    // One dropdown at a time.
    const onToggle = (e: Event) => {
      const t = e.target;
      if (!(t instanceof HTMLDetailsElement) || !t.open || !t.hasAttribute('data-dropdown')) return;
      for (const d of openDropdowns()) if (d !== t && !d.contains(t)) d.open = false;
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('toggle', onToggle, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('toggle', onToggle, true);
    };
  }, []);

  return null;
}
