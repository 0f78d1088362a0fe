import { StaticImage as Image } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { TESTIMONIALS } from '@/lib/content/highlights';
import type { PublishedTestimonial } from './home-testimonials';
import { Carousel } from './carousel';
import { carouselLabels } from './carousel-labels';
import { SectionHeading } from './section-heading';

/**
 * SPEC §2/§9: three testimonials, autoplay, three per view and one below 770 px. Testimonials the office published from
 * clients' 5-star ratings come first, in the client's own words with first name and town only (issue 29).
 */
export async function Testimonials({ published = [] }: { published?: PublishedTestimonial[] }) {
  const t = await getTranslations('testimonials');
  const fromClients = published.map((item) => (
    <figure key={item.id} className="mx-2 flex h-full flex-col rounded-card bg-white p-6 shadow-card">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 text-accent-500" fill="currentColor">
        <path d="M13 8H7a4 4 0 0 0-4 4v6h6v6l4-6V8Zm16 0h-6a4 4 0 0 0-4 4v6h6v6l4-6V8Z" />
      </svg>
      <blockquote className="mt-3 flex-1 whitespace-pre-line break-words leading-relaxed text-ink-muted" dir="auto">
        {item.quote}
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          {item.firstName.slice(0, 1).toUpperCase()}
        </span>
        <span>
          <span className="block font-bold" dir="auto">
            {item.firstName}
          </span>
          {item.town ? (
            <span className="block text-sm text-brand-800" dir="auto">
              {item.town}
            </span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  ));
  const slides = [
    ...fromClients,
    ...TESTIMONIALS.map((item) => (
      <figure key={item.key} className="mx-2 flex h-full flex-col rounded-card bg-white p-6 shadow-card">
        <svg aria-hidden viewBox="0 0 32 32" className="size-8 text-accent-500" fill="currentColor">
          <path d="M13 8H7a4 4 0 0 0-4 4v6h6v6l4-6V8Zm16 0h-6a4 4 0 0 0-4 4v6h6v6l4-6V8Z" />
        </svg>
        <blockquote className="mt-3 flex-1 leading-relaxed text-ink-muted">{t(`items.${item.key}`)}</blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <Image
            src={item.image}
            alt={t('portraitAlt', { name: item.name })}
            width={56}
            height={56}
            className="size-14 rounded-full"
          />
          <span>
            <span className="block font-bold">{item.name}</span>
            <span className="block text-sm text-brand-800">{t(item.position)}</span>
          </span>
        </figcaption>
      </figure>
    )),
  ];
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4">
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('heading')} align="center" />
        <div className="mt-10 -mx-2">
          <Carousel
            label={t('carouselLabel')}
            slides={slides}
            slideClassName="basis-full min-[770px]:basis-1/3"
            autoplayMs={6000}
            labels={await carouselLabels()}
          />
        </div>
      </div>
    </section>
  );
}
