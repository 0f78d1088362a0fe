'use client';

import type { IslandIntl } from '@/components/site/islands/intl';
import { DialogButton, lazyDialog } from './dialog-button';

const modal = lazyDialog(() =>
  Promise.all([import('./quote-modal'), import('@/components/site/islands/intl')]).then(([m, intl]) =>
    intl.withIntl(m.QuoteModal),
  ),
);

/** The header's 'Get a quote' button; opens the full-screen quotation modal. `intl` carries ISLAND_NAMESPACES.quoteModal. */
export function QuoteButton({ label, intl, className = '' }: { label: string; intl: IslandIntl; className?: string }) {
  return (
    <DialogButton
      dialog={modal}
      label={label}
      intl={intl}
      className={
        className ||
        'inline-flex min-h-11 items-center justify-center rounded bg-accent-500 px-4 py-2 text-sm font-bold text-ink hover:bg-accent-400'
      }
    />
  );
}
