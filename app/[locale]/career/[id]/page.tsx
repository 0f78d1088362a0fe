import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { htmlToText, truncate } from '@/components/site/blog/blog-text';
import { SanitizedHtml } from '@/components/site/blog/sanitized-html';
import { CareerInfo } from '@/components/site/career/career-info';
import { RECRUITMENT } from '@/components/site/career/recruitment';
import { JsonLd } from '@/components/site/json-ld';
import { PageBanner } from '@/components/site/page-banner';
import { BRAND } from '@/lib/brand';
import { COMPANY } from '@/lib/content/company';
import { Link } from '@/components/site/locale-link';
import { contentLangProps, languageName } from '@/lib/i18n/content-language';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { getPublishedCareerPost } from '@/lib/server/blogs/service';

// Rendered per request with the request's CSP nonce: it shows what the office publishes, read from the database.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function load(id: string) {
  return getPublishedCareerPost(await getDb(), id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const job = await load(id);
  if (!job) return { title: (await getTranslations({ locale, namespace: 'meta' }))('notFoundTitle') };
  return pageMetadata({
    locale,
    contentLocale: job.language,
    path: `/career/${job.id}`,
    title: job.title,
    description: truncate(htmlToText(job.content), 160),
  });
}

export default async function JobDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const job = await load(id);
  if (!job) notFound();
  const t = await getTranslations('career');
  const own = contentLangProps(job.language, locale);
  const url = localizedUrl(`/career/${job.id}`, job.language);
  const validThrough = new Date(job.date.getTime() + 60 * 24 * 3600 * 1000);
  return (
    <>
      <PageBanner
        path={`/career/${job.id}`}
        title={job.title}
        titleProps={own}
        parents={[{ href: '/career', label: t('heading') }]}
      />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_340px]">
        <article>
          {job.location ? (
            <p className="text-lg font-semibold text-brand-800">
              <span className="text-ink-subtle">{t('location')}: </span>
              <span translate="no" {...own}>
                {job.location}
              </span>
            </p>
          ) : null}
          {own.lang ? (
            <p className="mt-2 text-sm italic text-ink-subtle">
              {t('writtenIn', { language: languageName(job.language, locale) })}
            </p>
          ) : null}
          <SanitizedHtml html={job.content} className="mt-2" {...own} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={`/apply-now/${job.id}`}
              className="inline-flex min-h-11 items-center rounded bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('applyNow')}
            </Link>
            <Link
              href="/career"
              className="inline-flex min-h-11 items-center rounded border border-ink/20 px-5 text-sm font-semibold text-ink hover:bg-surface-muted"
            >
              {t('backToCareer')}
            </Link>
          </div>
        </article>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CareerInfo />
        </div>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          url,
          name: job.title,
          inLanguage: job.language,
          mainEntity: { '@id': `${url}#job` },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          '@id': `${url}#job`,
          title: job.title,
          description: job.content,
          url,
          datePosted: job.date.toISOString(),
          validThrough: validThrough.toISOString(),
          employmentType: 'FULL_TIME',
          directApply: true,
          hiringOrganization: {
            '@type': 'Organization',
            name: BRAND,
            sameAs: siteUrl(),
            logo: `${siteUrl()}/images/logo.svg`,
          },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location ?? COMPANY.address.town,
              addressRegion: COMPANY.address.region,
              addressCountry: COMPANY.address.country,
            },
          },
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'GBP',
            value: { '@type': 'QuantitativeValue', maxValue: RECRUITMENT.maxWeeklySalaryGbp, unitText: 'WEEK' },
          },
        }}
      />
    </>
  );
}
