import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';

/** Renders a public-site client component with the English messages, as the locale layout provides them. */
export function renderWithIntl(ui: ReactElement, { locale = 'en', messages = en as Record<string, unknown> } = {}) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/London">
      {ui}
    </NextIntlClientProvider>,
  );
}
