'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

// The modal (and its form) is fetched on first use, so it never counts toward a page's first-load JavaScript.
const loadModal = () => import('./quote-modal');
const QuoteModal = dynamic(() => loadModal().then((m) => m.QuoteModal), { ssr: false });

/** The header's 'Get a quote' button; opens the full-screen quotation modal. */
export function QuoteButton({ className = '' }: { className?: string }) {
  const t = useTranslations('quote');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={className || 'inline-flex min-h-11 items-center justify-center rounded bg-accent-500 px-4 py-2 text-sm font-bold text-ink hover:bg-accent-400'}
      >
        {t('button')}
      </button>
      {mounted ? <QuoteModal open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
