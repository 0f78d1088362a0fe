'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

// Loaded on first use: the dialog and its form stay out of the page's first-load JavaScript.
const loadDialog = () => import('./callback-dialog');
const CallbackDialog = dynamic(() => loadDialog().then((m) => m.CallbackDialog), { ssr: false });

/** The 'Make Enquiry' button; opens the 'Request A Callback' dialog. */
export function CallbackButton({ className = '' }: { className?: string }) {
  const t = useTranslations('callback');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
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
        {t('button')}
      </button>
      {mounted ? <CallbackDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
