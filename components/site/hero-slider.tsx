import { StaticImage as Image } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { HERO_SLIDES } from '@/lib/content/highlights';
import { imageDataUrl } from '@/lib/content/image-data-url';
import { Link } from '@/components/site/locale-link';
import { Carousel } from './carousel';
import { carouselLabels } from './carousel-labels';

/** Home hero: three slides, each with a contact button (SPEC §2). Only the first image is fetched eagerly. */
export async function HeroSlider() {
  const t = await getTranslations('home');
  const slides = HERO_SLIDES.map((slide, i) => {
    const Heading = i === 0 ? 'h1' : 'p';
    return (
      <div key={slide.key} className="grid items-center gap-8 px-1 md:grid-cols-2">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
            {t(`slides.${slide.key}.eyebrow`)}
          </p>
          <Heading className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t(`slides.${slide.key}.title`)}
          </Heading>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{t(`slides.${slide.key}.text`)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/contact" className={buttonClass('primary', 'px-6 text-base')}>
              {t('contactButton')}
            </Link>
            <Link href="/services" className={buttonClass('secondary', 'px-6 text-base')}>
              {t('secondaryCta')}
            </Link>
          </div>
        </div>
        <Image
          src={i === 0 ? imageDataUrl(slide.image) : slide.image}
          alt=""
          width={1200}
          height={800}
          priority={i === 0}
          className="aspect-[3/2] w-full rounded-card object-cover shadow-card"
        />
      </div>
    );
  });
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-content px-4 pt-10 pb-6 sm:pt-16">
        <Carousel label={t('heroLabel')} slides={slides} autoplayMs={7000} labels={await carouselLabels()} />
      </div>
    </div>
  );
}
