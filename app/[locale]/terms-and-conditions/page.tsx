import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBanner } from '@/components/site/page-banner';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS } from '@/lib/content/terms';
import { formatPostDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: '/terms-and-conditions',
    title: t('termsTitle'),
    description: t('termsDescription'),
  });
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('terms');
  const note = t('languageNote');
  return (
    <>
      <PageBanner path="/terms-and-conditions" title={t('title')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 lg:grid-cols-[260px_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-bold uppercase tracking-wider text-brand-700">
            {t('contents')}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {TERMS_SECTIONS.map((s, i) => (
              <li key={s}>
                <a href={`#${s}`} className="inline-block py-1 text-ink-muted hover:text-brand-800 hover:underline">
                  {i + 1}. {t(`sections.${s}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <h2 className="text-3xl font-extrabold tracking-tight">{t('heading')}</h2>
          <p className="mt-2 font-semibold text-brand-800">
            {t('effective', { date: formatPostDate(new Date(TERMS_EFFECTIVE_DATE), locale) })}
          </p>
          {note ? <p className="mt-4 rounded bg-surface-muted p-4 text-sm text-ink-muted">{note}</p> : null}
          <p className="mt-6 text-lg leading-relaxed text-ink-muted">{t('intro')}</p>
          {TERMS_SECTIONS.map((s, i) => (
            <section key={s} id={s} aria-labelledby={`${s}-title`} className="mt-10 scroll-mt-28">
              <h3 id={`${s}-title`} className="text-xl font-bold">
                {i + 1}. {t(`sections.${s}.title`)}
              </h3>
              {t(`sections.${s}.body`)
                .split('\n\n')
                .map((para, j) => (
                  <p key={j} className="mt-3 leading-relaxed text-ink-muted">
                    {para}
                  </p>
                ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
