import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/site/error-screen';

// Not-found boundaries have no params; the title stays the spec's English 'Page Not Found' in every locale.
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return <ErrorScreen code="404" text={t('text')} homeLabel={t('home')} />;
}
