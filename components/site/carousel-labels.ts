import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from './carousel';

/** Carousel control labels with {index}/{total} left for the client to fill. */
export async function carouselLabels(): Promise<CarouselLabels> {
  const t = await getTranslations('common');
  return {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    // The placeholders go through as text for the client to fill (raw messages are precompiled, not strings).
    goTo: t('goToSlide', { index: '{index}' }),
    slideOf: t('slideOf', { index: '{index}', total: '{total}' }),
  };
}
