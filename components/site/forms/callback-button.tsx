'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/components/site/islands/deferred';
import type { IslandIntl } from '@/components/site/islands/intl';

// The dialog, its form and the intl runtime are one chunk fetched after the page has loaded (or on the first
// pointer or focus), so a tap opens it at once without it counting toward the page's first-load JavaScript.
const loadDialog = () =>
  Promise.all([import('./callback-dialog'), import('@/components/site/islands/intl')]).then(([m, intl]) => intl.withIntl(m.CallbackDialog));
const CallbackDialog = dynamic(loadDialog, { ssr: false });

/** The 'Make Enquiry' button; opens the 'Request A Callback' dialog. `intl` carries ISLAND_NAMESPACES.callbackDialog. */
export function CallbackButton({ label, intl, className = '' }: { label: string; intl: IslandIntl; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void afterLoadIdle().then(loadDialog);
  }, []);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={className || 'inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800'}
      >
        {label}
      </button>
      {mounted ? <CallbackDialog intl={intl} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
