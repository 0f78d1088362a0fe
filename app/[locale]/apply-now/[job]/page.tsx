import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplyPage } from '@/components/site/career/apply-page';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { getPublishedCareerPost } from '@/lib/server/blogs/service';

// Rendered per request with the request's CSP nonce: it shows what the office publishes, read from the database.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; job: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const load = async (id: string) => (UUID.test(id) ? getPublishedCareerPost(await getDb(), id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, job: id } = await params;
  const job = await load(id);
  if (!job) return { title: (await getTranslations({ locale, namespace: 'meta' }))('notFoundTitle') };
  const t = await getTranslations({ locale, namespace: 'apply' });
  // One indexable application page: the per-job copies point search engines at it.
  return {
    ...pageMetadata({
      locale,
      path: `/apply-now/${job.id}`,
      title: t('applyingFor', { title: job.title }),
      description: t('lead'),
    }),
    robots: { index: false, follow: true },
  };
}

export default async function ApplyForJobPage({ params }: Props) {
  const { locale, job: id } = await params;
  setRequestLocale(locale);
  const job = await load(id);
  if (!job) notFound();
  return <ApplyPage job={{ id: job.id, title: job.title }} />;
}
