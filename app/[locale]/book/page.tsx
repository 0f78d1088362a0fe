import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingStarter } from '@/components/site/booking/booking-starter';
import { ContactDetails } from '@/components/site/forms/contact-details';
import { PageBanner } from '@/components/site/page-banner';
import { islandIntl } from '@/lib/i18n/island-messages';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'booking' });
  return pageMetadata({ locale, path: '/book', title: t('metaTitle'), description: t('metaDescription') });
}

/**
 * "Book online" (issue 28). Prerendered like every content page: the first step is server HTML, and the flow's code
 * comes only when the visitor starts (components/site/booking/booking-starter.tsx). ?service= is read in the browser,
 * so the page stays static.
 */
export default async function BookPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('booking');
  const intl = await islandIntl('bookingFlow');
  const labels = {
    progress: t('progress', { current: 1, total: 5 }),
    title: t('steps.postcode'),
    label: t('postcode.label'),
    hint: t('postcode.hint'),
    submit: t('postcode.submit'),
    checking: t('postcode.checking'),
    failed: t('errors.network'),
  };
  return (
    <>
      <PageBanner path="/book" title={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-10 sm:py-12 lg:grid-cols-[1fr_340px]">
        <div className="min-w-0 rounded-card border border-ink/10 bg-white p-4 shadow-card sm:p-8">
          <BookingStarter intl={intl} labels={labels} />
        </div>
        <aside aria-labelledby="booking-why" className="space-y-6">
          <section className="rounded-card bg-brand-50 p-6">
            <h2 id="booking-why" className="text-lg font-bold text-brand-900">
              {t('why.heading')}
            </h2>
            <ul className="mt-4 space-y-3">
              {(['price', 'slots', 'local'] as const).map((k) => (
                <li key={k} className="flex items-start gap-3 text-ink">
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                    fill="currentColor"
                  >
                    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
                  </svg>
                  <span>{t(`why.${k}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="booking-help" className="rounded-card bg-surface-muted p-6">
            <h2 id="booking-help" className="text-lg font-bold text-ink">
              {t('why.helpHeading')}
            </h2>
            <div className="mt-4">
              <ContactDetails showHours={false} />
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
