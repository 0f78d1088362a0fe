import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

/**
 * An illustration from public/ (`/images/….svg`) as a data: URL, for a page's main image: it paints from the HTML
 * alone, with no request of its own before the first frame (bench/results.md, issue 35). Read when the page is
 * rendered, which for these pages is the build.
 */
export function svgDataUrl(src: string): string {
  const known = cache.get(src);
  if (known) return known;
  if (!/^\/images\/[\w/-]+\.svg$/.test(src)) throw new Error(`svgDataUrl: not an illustration in public/: ${src}`);
  const url = `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), 'public', src)).toString('base64')}`;
  cache.set(src, url);
  return url;
}
