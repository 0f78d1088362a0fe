import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Counters } from '@/components/site/counters';
import { HeroSlider } from '@/components/site/hero-slider';
import { latestBlogsForHome } from '@/components/site/home-blogs';
import { publishedTestimonialsForHome } from '@/components/site/home-testimonials';
import { HowItWorks } from '@/components/site/how-it-works';
import { EnquiryForm } from '@/components/site/islands';
import { JsonLd } from '@/components/site/json-ld';
import { LatestBlogs } from '@/components/site/latest-blogs';
import { SectionHeading } from '@/components/site/section-heading';
import { ServiceCard } from '@/components/site/service-card';
import { Testimonials } from '@/components/site/testimonials';
import { WhyChooseUs } from '@/components/site/why-choose-us';
import { buttonClass } from '@/components/ui/button';
import { BRAND } from '@/lib/brand';
import { COMPANY, SOCIAL_LINKS } from '@/lib/content/company';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY, COUNTERS } from '@/lib/content/highlights';
import { MONEY_VALUES } from '@/lib/content/prices';
import { FEATURED_SERVICES } from '@/lib/content/services';
import { Link } from '@/components/site/locale-link';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo';

// Rendered per request with the request's CSP nonce: its latest posts and published testimonials come from the database, and a prerendered page
// is never regenerated (docs/decisions/0001).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    imageAlt: t('ogImageAlt'),
  });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const c = await getTranslations('counters');
  const [blogs, published] = await Promise.all([latestBlogsForHome(), publishedTestimonialsForHome()]);
  const meta = await getTranslations('meta');
  const b = await getTranslations('booking');
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: BRAND,
          url: localizedUrl('/', locale),
          description: meta('homeDescription'),
          inLanguage: locale,
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: BRAND,
          url: localizedUrl('/', locale),
          description: meta('homeDescription'),
          logo: `${siteUrl()}/images/logo.svg`,
          telephone: COMPANY.phone247,
          email: COMPANY.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: COMPANY.address.street,
            addressLocality: COMPANY.address.locality,
            postalCode: COMPANY.address.postcode,
            addressCountry: COMPANY.address.country,
          },
          sameAs: SOCIAL_LINKS.map((s) => s.href),
        }}
      />
      <HeroSlider />

      <section aria-labelledby="featured-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-content px-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading
              id="featured-title"
              eyebrow={t('featuredEyebrow')}
              title={t('featuredHeading')}
              lead={t('featuredLead')}
            />
            <Link href="/services" className={buttonClass('secondary')}>
              {t('viewAllServices')}
            </Link>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURED_SERVICES.map((s) => (
              <li key={s.key}>
                <ServiceCard service={s} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="counters-title" className="bg-brand-900 py-16">
        <div className="mx-auto max-w-content px-4">
          <h2 id="counters-title" className="sr-only">
            {c('heading')}
          </h2>
          <Counters
            items={COUNTERS.map((k) => ({ key: k.key, label: c(k.key), value: k.value, suffix: k.suffix }))}
            durationMs={COUNTER_DURATION_MS}
            threshold={COUNTER_VISIBILITY}
            locale={locale}
          />
        </div>
      </section>

      <WhyChooseUs />
      <HowItWorks />
      <Testimonials published={published} />

      <section aria-labelledby="booking-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-content gap-10 px-4 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading
              id="booking-title"
              eyebrow={t('bookingEyebrow')}
              title={t('bookingHeading')}
              lead={t('bookingLead')}
            />
            <ul className="mt-6 space-y-3">
              {(['fixedPrice', 'insured', 'vetted'] as const).map((k) => (
                <li key={k} className="flex items-start gap-3">
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                    fill="currentColor"
                  >
                    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
                  </svg>
                  <span>{t(`bookingPoints.${k}`, MONEY_VALUES)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-card bg-brand-900 p-6 text-white">
              <p className="font-semibold">{b('homeLead')}</p>
              <Link
                href="/book"
                className="mt-4 inline-flex min-h-12 items-center justify-center rounded bg-accent-500 px-6 py-3 text-base font-bold text-ink hover:bg-accent-400"
              >
                {b('homeCta')}
              </Link>
            </div>
          </div>
          <div className="rounded-card border border-ink/10 bg-white p-6 shadow-card sm:p-8">
            <EnquiryForm />
          </div>
        </div>
      </section>

      <LatestBlogs blogs={blogs} />
    </>
  );
}
