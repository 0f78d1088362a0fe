import type { Metadata } from 'next';
import { StaticImage as Image } from '@/components/ui/static-image';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HowItWorks } from '@/components/site/how-it-works';
import { JsonLd } from '@/components/site/json-ld';
import { PageBanner } from '@/components/site/page-banner';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonClass } from '@/components/ui/button';
import { BRAND } from '@/lib/brand';
import { telHref } from '@/lib/content/company';
import { LOCATION_FEATURES, STANDARD_SERVICES } from '@/lib/content/highlights';
import { activeOffices, findOffice, type Office } from '@/lib/content/offices';
import { Link } from '@/components/site/locale-link';
import { MONEY_VALUES } from '@/lib/content/prices';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale; city: string }> };

export function generateStaticParams() {
  return activeOffices().map((o) => ({ city: o.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, city } = await params;
  const office = findOffice(city);
  const t = await getTranslations({ locale, namespace: 'meta' });
  if (!office) return { title: t('notFoundTitle'), robots: { index: false } };
  return pageMetadata({
    locale,
    path: `/locations/${office.slug}`,
    title: t('locationTitle', { city: office.cityName }),
    description: t('locationDescription', { city: office.cityName }),
  });
}

const JOB_TITLE_KEYS = {
  'Area Manager': 'areaManager',
  'Franchise Owner': 'franchiseOwner',
  'Office Manager': 'officeManager',
} as const;
const jobTitleKey = (title: string) => JOB_TITLE_KEYS[title as keyof typeof JOB_TITLE_KEYS];

export default async function LocationPage({ params }: Props) {
  const { locale, city } = await params;
  setRequestLocale(locale);
  const office = findOffice(city);
  if (!office) notFound();
  // One URL per office: /locations/Norwich and /locations/NORWICH lead to /locations/norwich.
  if (city !== office.slug) permanentRedirect(localizedPath(`/locations/${office.slug}`, locale));
  const t = await getTranslations('locations');
  const a = await getTranslations('areas');
  const cityName = office.cityName;
  const jobKey = jobTitleKey(office.jobTitle);
  const jobTitle = jobKey ? t(`jobTitles.${jobKey}`) : office.jobTitle;
  const url = localizedUrl(`/locations/${office.slug}`, locale);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          url,
          name: t('heading', { city: cityName }),
          description: t('lead', { city: cityName }),
          inLanguage: locale,
          about: { '@id': `${url}#business` },
        }}
      />
      <JsonLd data={localBusinessJsonLd(office, url, jobTitle, t('lead', { city: cityName }))} />
      <PageBanner
        path={`/locations/${office.slug}`}
        title={t('heading', { city: cityName })}
        lead={t('lead', { city: cityName })}
        parents={[{ href: '/areascovered', label: a('title') }]}
      />

      <section aria-labelledby="features-title" className="py-14">
        <div className="mx-auto max-w-content px-4">
          <SectionHeading id="features-title" title={t('featuresHeading', { city: cityName })} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {LOCATION_FEATURES.map((f) => (
              <li key={f} className="rounded-card border border-ink/10 bg-white p-5 shadow-card">
                <h3 className="text-lg font-bold text-brand-800">{t(`features.${f}.title`)}</h3>
                <p className="mt-1 text-ink-muted">{t(`features.${f}.text`, MONEY_VALUES)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="bg-surface-muted">
        <HowItWorks />
      </div>

      <section aria-labelledby="standard-title" className="py-14">
        <div className="mx-auto max-w-content px-4">
          <SectionHeading
            id="standard-title"
            title={t('standardHeading')}
            lead={t('standardLead', { city: cityName })}
          />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {STANDARD_SERVICES.map((s) => (
              <li key={s} className="rounded-card bg-brand-50 p-5">
                <h3 className="font-bold">{t(`standard.${s}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t(`standard.${s}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="expert-title" className="pb-14">
        <div className="mx-auto grid max-w-content gap-6 px-4 lg:grid-cols-2">
          <div className="flex flex-col gap-5 rounded-card border border-ink/10 bg-white p-6 shadow-card sm:flex-row sm:items-center">
            <Image
              src={office.image}
              alt={t('expertPhotoAlt', { name: office.name })}
              width={160}
              height={160}
              className="size-32 shrink-0 rounded-full"
            />
            <div>
              <h2 id="expert-title" className="text-sm font-bold uppercase tracking-wider text-brand-700">
                {t('expertHeading')}
              </h2>
              <p className="mt-1 text-2xl font-extrabold" translate="no">
                {office.name}
              </p>
              <p className="font-semibold text-ink-muted">{jobTitle}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold">{t('contact')}</dt>
                <dd>
                  <a href={telHref(office.contacts)} className="text-brand-800 underline" dir="ltr">
                    {office.contacts}
                  </a>
                </dd>
                <dt className="font-semibold">{t('hours')}</dt>
                <dd dir="ltr" className="text-start">
                  {office.hours}
                </dd>
              </dl>
              <p className="mt-3 text-sm text-ink-muted">{t('expertLead', { city: cityName })}</p>
            </div>
          </div>
          <div className="rounded-card bg-brand-900 p-6 text-white">
            <h2 className="text-2xl font-extrabold">{t('hiringHeading', { city: cityName })}</h2>
            <p className="mt-2 text-brand-100">{t('hiringText', MONEY_VALUES)}</p>
            <Link
              href="/apply-now"
              className="mt-5 inline-flex min-h-11 items-center justify-center gap-2 rounded bg-accent-500 px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-400"
            >
              {t('applyToday')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="areas-title" className="pb-14">
        <div className="mx-auto grid max-w-content gap-6 px-4 lg:grid-cols-2">
          <div>
            <h2 id="areas-title" className="text-2xl font-extrabold">
              {t('areasHeading', { city: cityName })}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {[cityName, ...office.areas].map((area) => (
                <li
                  key={area}
                  translate="no"
                  className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-900"
                >
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border-2 border-accent-500 bg-accent-400/10 p-6">
            <h2 className="text-xl font-extrabold">{t('guaranteeHeading')}</h2>
            <p className="mt-2 text-ink-muted">{t('guaranteeText')}</p>
            <Link href="/contact" className={buttonClass('primary', 'mt-4')}>
              {t('cta')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function localBusinessJsonLd(office: Office, url: string, jobTitle: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: `${BRAND} ${office.cityName}`,
    url,
    description,
    telephone: office.contacts,
    image: `${siteUrl()}${office.image}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: office.cityName,
      addressCountry: office.region === 'ireland' && office.cityName !== 'Belfast' ? 'IE' : 'GB',
    },
    areaServed: [office.cityName, ...office.areas].map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: office.hours.split('-')[0],
        closes: office.hours.split('-')[1],
      },
    ],
    employee: { '@type': 'Person', name: office.name, jobTitle },
    parentOrganization: { '@type': 'Organization', name: BRAND, url: siteUrl() },
  };
}
