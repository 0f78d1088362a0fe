import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CareerInfo } from '@/components/site/career/career-info';
import { JobCard } from '@/components/site/career/job-card';
import { CAREER_PAGE_SIZE } from '@/components/site/career/recruitment';
import { PageBanner } from '@/components/site/page-banner';
import { MONEY_VALUES } from '@/lib/content/prices';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { searchPublishedBlogs } from '@/lib/server/blogs/service';

// Job openings come from the database, so the list is rendered per request: the locale layout's static params would
// otherwise prerender it at build time, and `next build` must not open the database. (Job detail pages are ISR.)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'career' });
  return pageMetadata({
    locale,
    path: '/career',
    title: t('metaTitle'),
    description: t('metaDescription', MONEY_VALUES),
  });
}

export default async function CareerPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('career');
  // SPEC §2: job openings are the published blog entries of category 'career' (page size 10).
  const { data } = await searchPublishedBlogs(await getDb(), {
    pageNumber: 1,
    pageSize: CAREER_PAGE_SIZE,
    category: 'career',
  });
  return (
    <>
      <PageBanner path="/career" title={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_340px]">
        <section aria-labelledby="openings">
          <h2 id="openings" className="text-2xl font-bold text-ink">
            {t('openings')}
          </h2>
          {data.length === 0 ? (
            <p className="mt-6 rounded-card bg-surface-muted p-8 text-center text-lg font-semibold text-ink-muted">
              {t('noJobs')}
            </p>
          ) : (
            <ul className="mt-6 space-y-6">
              {data.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CareerInfo />
        </div>
      </div>
    </>
  );
}
