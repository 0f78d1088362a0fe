'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ComponentType } from 'react';

/** The locale and the message namespaces one island needs in the browser (see ./namespaces.ts). */
export type IslandIntl = { locale: string; messages: AbstractIntlMessages };

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
