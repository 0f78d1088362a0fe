import type { ImgHTMLAttributes } from 'react';

type StaticImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The page's main image: fetched at once, at high priority, and decoded with the frame that shows it. With
   * `decoding="async"` Chrome painted the page without it and the image a frame later (its SVG rasterised on the main
   * thread), after the framework's scripts had run: Lighthouse then counts them all in the page's LCP.
   */
  priority?: boolean;
};

/**
 * An illustration from public/images (the logo, the heroes, services, offices, portraits: all SVG, which Next's image
 * optimiser serves unchanged anyway) as a plain <img>: its width and height reserve its box before it loads (no layout
 * shift), and it is fetched lazily unless `priority`. Renders on the server with no client JavaScript.
 */
export function StaticImage({ priority = false, loading, fetchPriority, decoding, ...rest }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is a required prop
    <img
      {...rest}
      loading={priority ? undefined : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding={priority ? decoding : (decoding ?? 'async')}
    />
  );
}
