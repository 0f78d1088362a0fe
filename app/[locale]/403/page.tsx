import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorScreen } from '@/components/site/error-screen';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('forbiddenTitle'), robots: { index: false } };
}

export default async function ForbiddenPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('notFound');
  return <ErrorScreen code="403" text={t('forbiddenText')} homeLabel={t('home')} />;
}
