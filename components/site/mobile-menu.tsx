'use client';

import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';

type Labels = { open: string; close: string; nav: string };

/**
 * The collapsible menu below the desktop breakpoint: a drawer on the native <dialog> (focus kept inside, Escape
 * closes, focus returns to the button). Its links come from the server as children; choosing one closes the drawer.
 */
export function MobileMenu({ labels, children }: { labels: Labels; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        {...untilHydrated(hydrated)}
        onClick={() => setOpen(true)}
        aria-label={labels.open}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded hover:bg-surface-muted xl:hidden"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <Modal
        open={open}
        onClose={close}
        label={labels.nav}
        className="ms-auto h-dvh max-h-none w-[260px] overflow-y-auto bg-white p-4 shadow-card"
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={close}
            aria-label={labels.close}
            className="inline-flex size-11 items-center justify-center rounded hover:bg-surface-muted"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div
          onClick={(e) => {
            if ((e.target as Element).closest('a')) close();
          }}
        >
          {children}
        </div>
      </Modal>
    </>
  );
}
