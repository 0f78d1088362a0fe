import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FranchiseMap } from '@/components/site/franchise-map';
import { ContactDetails } from '@/components/site/forms/contact-details';
import { FranchiseForm } from '@/components/site/islands';
import { PageBanner } from '@/components/site/page-banner';
import { COMPANY } from '@/lib/content/company';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

const { latitude: lat, longitude: lon } = COMPANY.geo;
// OpenStreetMap's own embed: no API key, no script on our page, requested only when scrolled near (FranchiseMap).
const MAP_EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.02}%2C${lat - 0.01}%2C${lon + 0.02}%2C${lat + 0.01}&layer=mapnik&marker=${lat}%2C${lon}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'franchise' });
  return pageMetadata({ locale, path: '/franchise', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function FranchisePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('franchise');
  const points = [t('points.one'), t('points.two'), t('points.three')];
  return (
    <>
      <PageBanner path="/franchise" title={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_380px]">
        <section aria-labelledby="franchise-form">
          <ul className="mb-8 grid gap-3 sm:grid-cols-3">
            {points.map((p) => (
              <li key={p} className="rounded-card bg-brand-50 p-4 font-semibold text-brand-900">
                {p}
              </li>
            ))}
          </ul>
          <h2 id="franchise-form" className="text-2xl font-bold text-ink">
            {t('formHeading')}
          </h2>
          <div className="mt-6">
            <FranchiseForm />
          </div>
        </section>
        <section aria-labelledby="franchise-contact" className="space-y-6">
          <div className="rounded-card bg-surface-muted p-6">
            <h2 id="franchise-contact" className="text-xl font-bold text-ink">
              {t('contactHeading')}
            </h2>
            <div className="mt-5">
              <ContactDetails showHours={false} />
            </div>
          </div>
          <div>
            <FranchiseMap
              title={t('mapTitle')}
              src={MAP_EMBED}
              className="aspect-[4/3] w-full overflow-hidden rounded-card border border-ink/10 bg-surface-strong"
            />
            <a
              href={MAP_LINK}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
            >
              {t('mapLink')}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
