import { getRequestConfig } from 'next-intl/server';
import { rememberedLocale } from './remembered-locale';
// Not next-intl's hasLocale: importing the 'next-intl' entry from server code adds its client provider to every
// page's JavaScript.
import { isLocale, routing } from './routing';

// Public pages carry their locale in the URL ([locale] segment). The back office and the sign-in screens have no
// locale segment: they speak the language the visitor last chose (NEXT_LOCALE cookie), else the browser's.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? (await rememberedLocale());
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default };
});
