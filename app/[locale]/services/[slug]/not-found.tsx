import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/site/error-screen';

// SPEC §2: any other path under /services/ is titled 'Service Details'; the body is the localized 404.
export const metadata: Metadata = { title: 'Service Details', robots: { index: false } };

export default async function ServiceNotFound() {
  const t = await getTranslations('notFound');
  return <ErrorScreen code="404" text={t('text')} homeLabel={t('home')} />;
}
