import { getImgProps, type ImageProps, type ImgProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
// Next aliases this path to the configured loader, as it does for next/image itself.
import defaultLoader from 'next/dist/shared/lib/image-loader';

/**
 * The <img> props next/image renders (optimised srcset, sizes, lazy loading, width and height against layout
 * shift): what next/image's getImageProps() computes, with the same helper and configuration. Importing next/image
 * itself, even for getImageProps, would put its client component in every page's JavaScript.
 * tests/unit/components/static-image.test.ts checks the result against getImageProps after a Next upgrade.
 */
export function staticImageProps(props: ImageProps): ImgProps {
  // Next's define plugin puts the images config here (getImgProps falls back to the defaults without it).
  const imgConf = process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigComplete;
  const { props: img } = getImgProps(props, { defaultLoader, imgConf });
  for (const key of Object.keys(img) as (keyof ImgProps)[]) if (img[key] === undefined) delete img[key];
  return img;
}

/**
 * next/image as a server component, without its client JavaScript. `priority` marks the main image: loaded eagerly
 * at high priority, so it paints straight from the server's HTML. (No ReactDOM.preload(): from a server component the
 * hint travels in the page's RSC payload, and prefetching that page from another one would fetch the image too.)
 */
export function StaticImage({ priority, ...rest }: ImageProps) {
  const props = staticImageProps({ ...rest, priority, fetchPriority: priority ? 'high' : rest.fetchPriority });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from the props, as with next/image
  return <img {...props} />;
}
