import type { Metadata } from 'next';
import { StaticImage as Image } from '@/components/ui/static-image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/site/faq-list';
import { JsonLd } from '@/components/site/json-ld';
import { PageBanner } from '@/components/site/page-banner';
import { BRAND } from '@/lib/brand';
import { SERVICE_FAQS } from '@/lib/content/faqs';
import { MONEY_VALUES } from '@/lib/content/prices';
import { imageDataUrl } from '@/lib/content/image-data-url';
import { findService, SERVICE_LIST, SERVICE_PARAGRAPHS, type Service } from '@/lib/content/services';
import { Link } from '@/components/site/locale-link';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl, pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * Only /services/{one of the eight}; anything else under /services/ is a 404 titled 'Service Details' (SPEC §2),
 * deeper paths through ./[...rest]. A single [slug] segment rather than a catch-all: Next 15 lists a catch-all's
 * generateStaticParams pages in the build but serves them per request with no-store.
 */
const serviceFor = (slug: string) => findService(slug);

export function generateStaticParams() {
  return SERVICE_LIST.map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const service = serviceFor(slug);
  const meta = await getTranslations({ locale, namespace: 'meta' });
  if (!service) return { title: meta('serviceDetailsTitle'), robots: { index: false } };
  const names = await getTranslations({ locale, namespace: 'serviceNames' });
  const items = await getTranslations({ locale, namespace: 'services.items' });
  return pageMetadata({
    locale,
    path: service.link,
    title: names(service.key),
    description: items(service.key),
    image: '/images/og-default.png',
  });
}

export default async function ServiceDetailPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const service = serviceFor(slug);
  if (!service) notFound();
  const names = await getTranslations('serviceNames');
  const t = await getTranslations('serviceDetail');
  const faqs = await getTranslations('faqs');
  const s = await getTranslations('services');
  const b = await getTranslations('booking');
  const name = names(service.key);
  const faqKeys = SERVICE_FAQS[service.key];
  const url = localizedUrl(service.link, locale);
  return (
    <>
      <JsonLd
        data={faqJsonLd(
          faqKeys.map((k) => ({ q: faqs(`${k}.q`), a: faqs(`${k}.a`, MONEY_VALUES) })),
          url,
          name,
          locale,
        )}
      />
      <JsonLd data={serviceJsonLd(service, name, s(`items.${service.key}`), url)} />
      <PageBanner path={service.link} title={name} parents={[{ href: '/services', label: s('title') }]} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-16 lg:grid-cols-[1fr_320px]">
        <article>
          <Image
            src={imageDataUrl(service.image)}
            alt={t('imageAlt', { service: name })}
            width={800}
            height={600}
            priority
            className="w-full rounded-card shadow-card"
          />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted">
            {SERVICE_PARAGRAPHS.map((p) => (
              <p key={p}>{t(`texts.${service.key}.${p}`)}</p>
            ))}
          </div>
          {/* A plain link: the booking flow's code loads on the booking page, when the visitor starts. */}
          <Link
            href={{ pathname: '/book', query: { service: service.key } }}
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded bg-accent-500 px-6 py-3 text-base font-bold text-ink hover:bg-accent-400"
          >
            {b('ctaService', { service: name })}
          </Link>
          <section aria-labelledby="faq-title" className="mt-12">
            <h2 id="faq-title" className="text-2xl font-extrabold">
              {t('popularQuestions')}
            </h2>
            <div className="mt-5">
              <FaqList keys={faqKeys} />
            </div>
          </section>
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-labelledby="sidebar-services"
            className="rounded-card border border-ink/10 bg-white p-5 shadow-card"
          >
            <h2 id="sidebar-services" className="text-lg font-bold">
              {t('allServices')}
            </h2>
            <ul className="mt-3 space-y-1">
              {SERVICE_LIST.map((other) => (
                <li key={other.key}>
                  <Link
                    href={other.link}
                    aria-current={other.key === service.key ? 'page' : undefined}
                    className="flex min-h-11 items-center justify-between rounded px-3 font-medium hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                  >
                    {names(other.key)}
                    <svg aria-hidden viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
                      <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
                    </svg>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="rounded-card bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold">{t('helpHeading')}</h2>
            <p className="mt-2 text-brand-100">{t('helpText')}</p>
            <Link
              href="/contact"
              className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded bg-accent-500 px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-400"
            >
              {t('helpButton')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

/** The page itself: its questions, its language and the service it is about. */
function faqJsonLd(items: { q: string; a: string }[], url: string, name: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    name,
    inLanguage: locale,
    about: { '@id': `${url}#service` },
    mainEntity: items.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}

function serviceJsonLd(service: Service, name: string, description: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    description,
    url,
    serviceType: name,
    areaServed: 'GB',
    provider: { '@type': 'LocalBusiness', name: BRAND },
    image: service.image,
  };
}
