'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { untilHydrated, useHydrated } from './use-hydrated';

type Props = {
  /** Accessible name of the toggle button. */
  label: string;
  /** What the toggle shows (an icon, a locale code); receives whether the menu is open. */
  button: ReactNode;
  buttonClassName?: string;
  /** Classes of the panel; it is positioned below the toggle (add start-0 or end-0). */
  panelClassName?: string;
  className?: string;
  /** Elements with role="menuitem" (or menuitemcheckbox / menuitemradio), links or buttons, often rendered on the server. */
  children: ReactNode;
};

const items = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []),
];

/**
 * A menu button (WAI-ARIA menu pattern) in a few lines instead of a UI library: Enter, Space or ArrowDown opens it on
 * the first item, ArrowUp on the last; arrows, Home and End move between items; Escape closes it (from an item or the
 * toggle) and returns focus to the toggle; Tab, choosing an item or a click elsewhere closes it (a checkbox item
 * keeps it open, for several toggles in a row). The items stay in the server's HTML (hidden). The public header and
 * the back office share it.
 */
export function DropdownMenu({
  label,
  button,
  buttonClassName = '',
  panelClassName = '',
  className = 'relative',
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      const list = items(panel.current);
      list.at(focusOnOpen.current)?.focus();
      focusOnOpen.current = null;
    }
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function show(focusIndex: number | null) {
    focusOnOpen.current = focusIndex;
    setOpen(true);
  }

  function onToggleKey(e: KeyboardEvent) {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      show(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show(-1);
    } else if (e.key === 'Escape' && open) {
      // Opened by a click (or a tap replayed before the page's code ran), focus is still on the toggle.
      e.preventDefault();
      setOpen(false);
    }
  }

  function onPanelKey(e: KeyboardEvent) {
    const list = items(panel.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  }

  return (
    <div ref={root} className={className}>
      <button
        ref={toggle}
        type="button"
        {...untilHydrated(hydrated)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        data-open={open || undefined}
        onClick={() => (open ? setOpen(false) : show(null))}
        onKeyDown={onToggleKey}
        className={buttonClassName}
      >
        {button}
      </button>
      <div
        ref={panel}
        id={id}
        role="menu"
        aria-label={label}
        hidden={!open}
        onKeyDown={onPanelKey}
        onClick={(e) => {
          if ((e.target as Element).closest('[role="menuitem"]')) setOpen(false);
        }}
        className={`absolute top-full z-50 mt-2 ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
