'use client';

import type { IslandIntl } from '@/components/site/islands/intl';
import { DialogButton, lazyDialog } from './dialog-button';

const dialog = lazyDialog(() =>
  Promise.all([import('./callback-dialog'), import('@/components/site/islands/intl')]).then(([m, intl]) =>
    intl.withIntl(m.CallbackDialog),
  ),
);

/** The 'Make Enquiry' button; opens the 'Request A Callback' dialog. `intl` carries ISLAND_NAMESPACES.callbackDialog. */
export function CallbackButton({
  label,
  intl,
  className = '',
}: {
  label: string;
  intl: IslandIntl;
  className?: string;
}) {
  return (
    <DialogButton
      dialog={dialog}
      label={label}
      intl={intl}
      className={
        className ||
        'inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800'
      }
    />
  );
}
