import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Our own images in public/images: SVG illustrations and the seeded WebP blog covers. */
const OWN_IMAGE = /^\/images\/[\w/-]+\.(svg|webp)$/;
const TYPE = { svg: 'image/svg+xml', webp: 'image/webp' } as const;
const extOf = (src: string) => OWN_IMAGE.exec(src)?.[1] as keyof typeof TYPE | undefined;

/**
 * Past this, an image stays a request of its own: it would cost the HTML, and the RSC payload that repeats it, more
 * than the request it saves. The seeded blog covers are 6–10 KB.
 */
const MAX_INLINE_BYTES = 16 * 1024;

const cache = new Map<string, string>();

function dataUrl(src: string, ext: keyof typeof TYPE): string {
  const known = cache.get(src);
  if (known) return known;
  const url = `data:${TYPE[ext]};base64,${readFileSync(path.join(process.cwd(), 'public', src)).toString('base64')}`;
  cache.set(src, url);
  return url;
}

/**
 * One of our images (`/images/….svg` or `.webp`) as a data: URL, for a page's main image: it paints from the HTML alone,
 * with no request of its own before the first frame (bench/results.md, issue 35). For addresses the code names; throws
 * on anything else or a missing file.
 */
export function imageDataUrl(src: string): string {
  const ext = extOf(src);
  if (!ext) throw new Error(`imageDataUrl: not an image of ours in public/images: ${src}`);
  return dataUrl(src, ext);
}

/**
 * A stored image address (a blog post's cover) as the page's main image: inlined as imageDataUrl does when it is one of
 * our small files in public/images, else the address as it is (an upload, a large file, a file since removed).
 */
export function inlinedIfOurs(src: string): string {
  const ext = extOf(src);
  if (!ext) return src;
  const size = statSync(path.join(process.cwd(), 'public', src), { throwIfNoEntry: false })?.size;
  return size !== undefined && size <= MAX_INLINE_BYTES ? dataUrl(src, ext) : src;
}
