import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('homeTitle'), description: t('homeDescription') };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-content px-4 py-16 sm:py-24">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{t('eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{t('heading')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/contact" className={buttonClass('primary')}>{t('primaryCta')}</Link>
          <Link href="/services" className={buttonClass('secondary')}>{t('secondaryCta')}</Link>
        </div>
      </div>
    </section>
  );
}
