import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBanner } from '@/components/site/page-banner';
import { ServiceCard } from '@/components/site/service-card';
import { WhyChooseUs } from '@/components/site/why-choose-us';
import { SERVICE_LIST } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/services', title: t('servicesTitle'), description: t('servicesDescription') });
}

export default async function ServicesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('services');
  return (
    <>
      <PageBanner path="/services" title={t('title')} lead={t('lead')} />
      <section aria-label={t('title')} className="py-16 sm:py-20">
        <ul className="mx-auto grid max-w-content gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_LIST.map((s, i) => (
            <li key={s.key}>
              <ServiceCard service={s} headingLevel="h2" priority={i < 3} />
            </li>
          ))}
        </ul>
      </section>
      <WhyChooseUs />
    </>
  );
}
