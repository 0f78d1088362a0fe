'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import type { IslandIntl } from '@/lib/i18n/island-namespaces';

export type { IslandIntl };

/** Wraps an island's component in its own intl provider. Imported only by import(), so next-intl loads with islands. */
export function withIntl<P extends object>(Component: ComponentType<P>) {
  function WithIntl({ intl, ...props }: P & { intl: IslandIntl }) {
    return (
      <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="Europe/London">
        <Component {...(props as P)} />
      </NextIntlClientProvider>
    );
  }
  return WithIntl;
}
