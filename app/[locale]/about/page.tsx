import type { Metadata } from 'next';
import { StaticImage as Image } from '@/components/ui/static-image';
import { imageDataUrl } from '@/lib/content/image-data-url';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Carousel } from '@/components/site/carousel';
import { carouselLabels } from '@/components/site/carousel-labels';
import { PageBanner } from '@/components/site/page-banner';
import { SectionHeading } from '@/components/site/section-heading';
import { ServiceCard } from '@/components/site/service-card';
import { SkillBars } from '@/components/site/skill-bars';
import { WhyChooseUs } from '@/components/site/why-choose-us';
import { SERVICE_LIST } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/about', title: t('aboutTitle'), description: t('aboutDescription') });
}

const SLIDES = ['team', 'training', 'local'] as const;

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('about');
  const slides = SLIDES.map((k) => (
    <div key={k} className="mx-auto max-w-2xl px-2 text-center">
      <p className="text-2xl font-bold text-white">{t(`slides.${k}.title`)}</p>
      <p className="mt-3 text-lg text-brand-100">{t(`slides.${k}.text`)}</p>
    </div>
  ));
  return (
    <>
      <PageBanner path="/about" title={t('title')} />
      <section aria-labelledby="story-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-content items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-title" eyebrow={t('eyebrow')} title={t('heading')} />
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-muted">
              <p>{t('p1')}</p>
              <p>{t('p2')}</p>
              <p>{t('p3')}</p>
            </div>
          </div>
          <div>
            {/* Above the fold on a desktop, where it is the largest paint: in the HTML, not a lazy request. */}
            <Image
              src={imageDataUrl('/images/about/team.svg')}
              alt={t('imageAlt')}
              width={800}
              height={600}
              priority
              className="w-full rounded-card shadow-card"
            />
            <h3 className="mt-8 text-xl font-bold">{t('skillsHeading')}</h3>
            <SkillBars />
          </div>
        </div>
      </section>
      <section aria-labelledby="values-title" className="bg-brand-900 py-14">
        <div className="mx-auto max-w-content px-4">
          <h2 id="values-title" className="sr-only">
            {t('carouselLabel')}
          </h2>
          <Carousel
            label={t('carouselLabel')}
            slides={slides}
            autoplayMs={6000}
            labels={await carouselLabels()}
            tone="light"
          />
        </div>
      </section>
      <section aria-labelledby="all-services-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-content px-4">
          <SectionHeading id="all-services-title" title={t('servicesHeading')} align="center" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_LIST.map((s) => (
              <li key={s.key}>
                <ServiceCard service={s} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <WhyChooseUs />
    </>
  );
}
