'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/components/site/islands/deferred';
import type { IslandIntl } from '@/components/site/islands/intl';

// The modal, its form and the intl runtime are fetched after the page has loaded (or on the first pointer or focus):
// a tap opens it at once, and it never counts toward a page's first-load JavaScript.
const loadModal = () =>
  Promise.all([import('./quote-modal'), import('@/components/site/islands/intl')]).then(([m, intl]) => intl.withIntl(m.QuoteModal));
const QuoteModal = dynamic(loadModal, { ssr: false });

/** The header's 'Get a quote' button; opens the full-screen quotation modal. `intl` carries ISLAND_NAMESPACES.quoteModal. */
export function QuoteButton({ label, intl, className = '' }: { label: string; intl: IslandIntl; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void afterLoadIdle().then(loadModal);
  }, []);
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
        {label}
      </button>
      {mounted ? <QuoteModal intl={intl} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
