/**
 * A blog post's cover (a seeded 1200 × 750 WebP of ~7 KB from public/images/blog, or an upload) filling its box, whose
 * parent sets the size (`relative` with an aspect ratio): a plain <img>, lazy unless `priority` (the page's main image:
 * fetched at high priority and decoded with its frame, see StaticImage).
 *
 * Not next/image: importing it, even for getImageProps(), put its client component in the JavaScript of every page
 * that shows a blog card (+5.1 KiB gzip on the home page, over its 115 KiB budget), and its optimiser only ever
 * resized the seeded 7 KB files (uploads were already served unoptimised). bench/results.md has the figures.
 */
export function Photo({
  src,
  alt,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={`absolute inset-0 size-full ${className}`}
    />
  );
}
