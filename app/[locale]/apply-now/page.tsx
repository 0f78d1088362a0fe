import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplyPage } from '@/components/site/career/apply-page';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

// Static: an application for one job post lives at /apply-now/{id} (the old ?job= address redirects there).
type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'apply' });
  return pageMetadata({ locale, path: '/apply-now', title: t('metaTitle'), description: t('lead') });
}

export default async function ApplyNowPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ApplyPage />;
}
