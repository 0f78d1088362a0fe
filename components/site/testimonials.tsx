import { StaticImage as Image } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { TESTIMONIALS } from '@/lib/content/highlights';
import { Carousel } from './carousel';
import { carouselLabels } from './carousel-labels';
import { SectionHeading } from './section-heading';

/** SPEC §2/§9: three testimonials, autoplay, three per view and one below 770 px. */
export async function Testimonials() {
  const t = await getTranslations('testimonials');
  const slides = TESTIMONIALS.map((item) => (
    <figure key={item.key} className="mx-2 flex h-full flex-col rounded-card bg-white p-6 shadow-card">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 text-accent-500" fill="currentColor"><path d="M13 8H7a4 4 0 0 0-4 4v6h6v6l4-6V8Zm16 0h-6a4 4 0 0 0-4 4v6h6v6l4-6V8Z" /></svg>
      <blockquote className="mt-3 flex-1 leading-relaxed text-ink-muted">{t(`items.${item.key}`)}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Image src={item.image} alt={t('portraitAlt', { name: item.name })} width={56} height={56} className="size-14 rounded-full" />
        <span>
          <span className="block font-bold">{item.name}</span>
          <span className="block text-sm text-brand-800">{t(item.position)}</span>
        </span>
      </figcaption>
    </figure>
  ));
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4">
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('heading')} align="center" />
        <div className="mt-10 -mx-2">
          <Carousel label={t('carouselLabel')} slides={slides} slideClassName="basis-full min-[770px]:basis-1/3" autoplayMs={6000} labels={await carouselLabels()} />
        </div>
      </div>
    </section>
  );
}
