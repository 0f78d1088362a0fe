'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isUnder } from '@/lib/dashboard/nav-path';

const openDropdowns = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]'));

/** Marks the current page in every menu on the page (aria-current, the longest matching path wins) and opens its section. */
export function markCurrentPage(pathname: string) {
  for (const nav of Array.from(document.querySelectorAll<HTMLElement>('[data-nav]'))) {
    const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[data-path]'));
    const current = links
      .filter((a) => isUnder(pathname, a.dataset.path!))
      .sort((a, b) => b.dataset.path!.length - a.dataset.path!.length)[0];
    for (const a of links) {
      if (a === current) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    for (const details of Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[data-module]'))) {
      const active = isUnder(pathname, details.dataset.module!);
      details.toggleAttribute('data-active', active);
      if (details.hasAttribute('data-dropdown')) details.open = false;
      else if (active) details.open = true;
    }
  }
}

/** Puts an open fly-out of the mini menu beside its tile, in viewport coordinates (position: fixed escapes the clip). */
function placeMiniFlyout(details: HTMLDetailsElement) {
  const list = details.querySelector<HTMLElement>(':scope > ul');
  const tile = details.querySelector('summary');
  if (!list || !tile || !details.closest('nav[data-variant="mini"]')) return;
  const r = tile.getBoundingClientRect();
  const rtl = getComputedStyle(details).direction === 'rtl';
  list.style.position = 'fixed';
  list.style.marginInlineStart = '0';
  list.style.top = `${Math.max(8, Math.min(r.top, window.innerHeight - list.offsetHeight - 8))}px`;
  list.style.left = rtl ? 'auto' : `${r.right + 8}px`;
  list.style.right = rtl ? `${window.innerWidth - r.left + 8}px` : 'auto';
}

/**
 * The server-rendered menus' only script: marks the current page in every menu (aria-current, the longest matching
 * path wins), opens the current section, and closes dropdowns and the phone drawer on navigation, Escape and a click
 * outside them.
 */
export function NavState() {
  const pathname = usePathname();

  useEffect(() => {
    markCurrentPage(pathname);
    for (const dialog of Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[data-drawer][open]')))
      dialog.close();
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
      placeMiniFlyout(t);
    };
    // A mini menu's fly-out is placed beside its tile in the viewport: inside the side menu's scrolling box it would
    // be clipped. Scrolling that box closes it, as it would leave it beside the wrong tile.
    const onScroll = (e: Event) => {
      for (const d of openDropdowns())
        if (e.target instanceof Node && e.target.contains(d) && d.closest('nav[data-variant="mini"]')) d.open = false;
    };
    document.addEventListener('scroll', onScroll, true);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('toggle', onToggle, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, []);

  return null;
}
