import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AreasFilter } from '@/components/site/islands';
import { PageBanner } from '@/components/site/page-banner';
import { COMPANY } from '@/lib/content/company';
import { officesByRegion } from '@/lib/content/offices';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/areascovered', title: t('areasTitle'), description: t('areasDescription') });
}

export default async function AreasCoveredPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('areas');
  // Only what the filter needs crosses to the client: region label, city and slug.
  const groups = officesByRegion().map(({ region, offices }) => ({
    region,
    label: t(`regions.${region}`),
    offices: offices.map((o) => ({ cityName: o.cityName, slug: o.slug })),
  }));
  return (
    <>
      <PageBanner path="/areascovered" title={t('title')} lead={t('lead')} />
      <section aria-label={t('heading')} className="mx-auto max-w-content px-4 py-14">
        <AreasFilter groups={groups} phone={COMPANY.phone247} />
      </section>
    </>
  );
}
