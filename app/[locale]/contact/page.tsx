import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/site/forms/contact-details';
import { EnquiryForm } from '@/components/site/islands';
import { PageBanner } from '@/components/site/page-banner';
import { SocialLinks } from '@/components/site/social-links';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({ locale, path: '/contact', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <>
      <PageBanner path="/contact" title={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[340px_1fr]">
        <section aria-labelledby="contact-info" className="rounded-card bg-surface-muted p-6">
          <h2 id="contact-info" className="text-xl font-bold text-ink">
            {t('infoHeading')}
          </h2>
          <div className="mt-5">
            <ContactDetails />
          </div>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-subtle">{t('socialHeading')}</h3>
          <SocialLinks className="-ms-2 mt-1" />
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-2xl font-bold text-ink">
            {t('formHeading')}
          </h2>
          <div className="mt-6">
            <EnquiryForm />
          </div>
        </section>
      </div>
    </>
  );
}
