import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationForm } from '@/components/site/islands';
import { CareerInfo } from '@/components/site/career/career-info';
import { PageBanner } from '@/components/site/page-banner';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { getPublishedCareerPost } from '@/lib/server/services/blogs';

// Reads ?job=<id> to name the job being applied for, so it is rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ job?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'apply' });
  return pageMetadata({ locale, path: '/apply-now', title: t('metaTitle'), description: t('lead') });
}

export default async function ApplyNowPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, c] = await Promise.all([getTranslations('apply'), getTranslations('career')]);
  const raw = (await searchParams).job;
  const jobId = Array.isArray(raw) ? raw[0] : raw;
  const job = jobId ? await getPublishedCareerPost(await getDb(), jobId) : null;
  return (
    <>
      <PageBanner path="/apply-now" title={t('heading')} parents={[{ href: '/career', label: c('heading') }]} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_340px]">
        <section aria-labelledby="apply-form-heading">
          <h2 id="apply-form-heading" className="text-2xl font-bold text-ink">{job ? t('applyingFor', { title: job.title }) : t('heading')}</h2>
          <div className="mt-6"><ApplicationForm job={job ? { id: job.id, title: job.title } : undefined} /></div>
        </section>
        <div className="lg:sticky lg:top-28 lg:self-start"><CareerInfo /></div>
      </div>
    </>
  );
}
