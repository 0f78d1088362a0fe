'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title, or (without a visible title) `label`. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element (no library): the browser puts it in the top layer, makes the page
 * behind it inert, closes it on Escape and gives focus back to what had it. Tab and Shift+Tab cycle inside it, and a
 * click on the backdrop closes it. `className` styles the <dialog> box itself.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  className = '',
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    shown.current = open;
    // (jsdom, in unit tests, has no showModal(): the open attribute shows the dialog there.)
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    // A dialog opened from inside this one (the callback dialog from the phone menu) handles its own keys.
    if ((e.target as Element).closest('dialog') !== e.currentTarget) return;
    if (e.key === 'Escape') {
      // Closed here rather than by the browser's cancel, which Chrome may skip when the page had no user activation.
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === e.currentTarget)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      // Escape (or dialog.close()) closed it: tell the owner, unless the owner closed it itself.
      onClose={() => {
        if (shown.current) {
          shown.current = false;
          onClose();
        }
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the ::backdrop reaches the <dialog> itself, outside its box.
        if (e.target !== e.currentTarget) return;
        const box = e.currentTarget.getBoundingClientRect();
        const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
        if (outside) onClose();
      }}
      className={`backdrop:bg-ink/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
