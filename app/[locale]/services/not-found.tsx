import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// The localized 404 for any unknown path under /services/ (through [slug] and [slug]/[...rest]), titled 'Service Details'
// in the page's language as SPEC §2 says. A page's own metadata does not count once it calls notFound(): Next takes
// the title from the nearest not-found boundary, which was the site-wide 'Page Not Found'. The locale comes from the
// params Next hands a boundary's generateMetadata, and ./layout.tsx sets it before the boundary renders (see there),
// so the service pages stay static.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'meta' });
  return { title: t('serviceDetailsTitle'), robots: { index: false } };
}

export { default } from '@/app/[locale]/not-found';
