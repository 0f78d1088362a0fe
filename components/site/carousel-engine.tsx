'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';

/**
 * Attaches embla (through embla-carousel-react) to a carousel's server-rendered viewport and hands its API back.
 * Loaded lazily by Carousel, when the carousel nears the viewport or is touched, so embla is in no page's first load.
 */
export default function CarouselEngine({
  viewport,
  options,
  onApi,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  options: EmblaOptionsType;
  onApi: (api: EmblaCarouselType) => void;
}) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
