'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { WholeRowEnd } from '@/components/ui/whole-row';

const CarouselEngine = lazy(() => import('./carousel-engine'));

export type CarouselLabels = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: string;
  slideOf: string;
};

type Props = {
  label: string;
  slides: ReactNode[];
  /** Width classes of one slide, e.g. 'basis-full min-[770px]:basis-1/3' (3 per view, 1 below 770 px). */
  slideClassName?: string;
  autoplayMs?: number;
  labels: CarouselLabels;
  tone?: 'light' | 'dark';
};

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * Carousel whose engine (embla) is fetched only when the carousel nears the viewport or is touched, so it is not
 * part of any page's first-load JavaScript. Until then the first slides show statically at their final size.
 * Autoplay pauses on hover and focus, has a pause button (WCAG 2.2.2) and is off under prefers-reduced-motion.
 */
export function Carousel({ label, slides, slideClassName = 'basis-full', autoplayMs, labels, tone = 'dark' }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(slides.length);
  const [inView, setInView] = useState<number[]>([]);
  const [playing, setPlaying] = useState(Boolean(autoplayMs));
  const [hovered, setHovered] = useState(false);
  const [engine, setEngine] = useState(false);
  // A control used before embla arrived: run it once it has.
  const pending = useRef<((e: EmblaCarouselType) => void) | null>(null);

  const load = useCallback(() => setEngine(true), []);
  const hydrated = useHydrated();

  const onApi = useCallback((instance: EmblaCarouselType) => {
    const sync = () => {
      setSelected(instance.selectedScrollSnap());
      setSnaps(instance.scrollSnapList().length);
      setInView(instance.slidesInView());
    };
    instance.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    sync();
    setApi(instance);
    pending.current?.(instance);
    pending.current = null;
  }, []);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    const el = root.current;
    if (!el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [load]);

  useEffect(() => {
    if (!api || !playing || hovered || !autoplayMs || snaps < 2) return;
    const timer = setInterval(() => api.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [api, playing, hovered, autoplayMs, snaps]);

  const go = (action: (e: EmblaCarouselType) => void) => {
    if (api) return action(api);
    pending.current = action;
    load();
  };

  const ready = api !== null;
  const controls = snaps > 1;
  const btn =
    tone === 'light'
      ? 'border-white/40 text-white hover:bg-white/15'
      : 'border-ink/20 bg-white text-ink hover:bg-surface-muted';
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => {
        setHovered(true);
        load();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={() => setHovered(false)}
    >
      {engine ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            onApi={onApi}
            options={{
              loop: true,
              duration: 25,
              align: 'start',
              direction: typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
            }}
          />
        </Suspense>
      ) : null}
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideOf, { index: i + 1, total: slides.length })}
              inert={ready && inView.length > 0 && !inView.includes(i)}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-6 flex min-h-11 items-center justify-center gap-3 ${controls ? 'whole-row' : 'invisible'}`}>
        {autoplayMs ? (
          <button
            type="button"
            {...untilHydrated(hydrated)}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? labels.pause : labels.play}
            className={`inline-flex size-11 items-center justify-center rounded-full border ${btn}`}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
              {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          {...untilHydrated(hydrated)}
          onClick={() => go((e) => e.scrollPrev())}
          aria-label={labels.previous}
          className={`inline-flex size-11 items-center justify-center rounded-full border ${btn}`}
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5 rtl:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <ol className="flex items-center">
          {Array.from({ length: snaps }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                {...untilHydrated(hydrated)}
                onClick={() => go((e) => e.scrollTo(i))}
                aria-label={fill(labels.goTo, { index: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-brand-600' : `w-2.5 ${tone === 'light' ? 'bg-white/60' : 'bg-ink/30'} group-hover:bg-brand-400`}`}
                />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          {...untilHydrated(hydrated)}
          onClick={() => go((e) => e.scrollNext())}
          aria-label={labels.next}
          className={`inline-flex size-11 items-center justify-center rounded-full border ${btn}`}
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5 rtl:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
        <WholeRowEnd />
      </div>
    </section>
  );
}
