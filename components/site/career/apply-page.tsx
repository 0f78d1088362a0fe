import { getTranslations } from 'next-intl/server';
import { ApplicationForm } from '@/components/site/islands';
import { CareerInfo } from '@/components/site/career/career-info';
import { PageBanner } from '@/components/site/page-banner';

type Props = { job?: { id: string; title: string } };

/**
 * The application page, general or for one job post. Both addresses are prerendered (static and ISR): a page rendered
 * per request would stream, and React outlines a large Suspense boundary (the form's island) in a streamed response
 * and reveals it a frame after the first paint, which pushed the career box down (CLS 0.35 on phones).
 */
export async function ApplyPage({ job }: Props) {
  const [t, c] = await Promise.all([getTranslations('apply'), getTranslations('career')]);
  return (
    <>
      <PageBanner
        path={job ? `/apply-now/${job.id}` : '/apply-now'}
        title={t('heading')}
        parents={[{ href: '/career', label: c('heading') }]}
        lead={t('lead')}
      />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_340px]">
        <section aria-labelledby="apply-form-heading">
          <h2 id="apply-form-heading" className="text-2xl font-bold text-ink">
            {job ? t('applyingFor', { title: job.title }) : t('heading')}
          </h2>
          <div className="mt-6">
            <ApplicationForm job={job} />
          </div>
        </section>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CareerInfo />
        </div>
      </div>
    </>
  );
}
