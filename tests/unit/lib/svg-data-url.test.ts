// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '@/lib/content/svg-data-url';

describe("svgDataUrl (a page's main illustration with no request of its own, issue 35)", () => {
  it('is the file in public/, base64-encoded as an SVG data: URL', () => {
    const url = svgDataUrl('/images/services/carpet-cleaning.svg');
    const [head, body] = url.split(',');
    expect(head).toBe('data:image/svg+xml;base64');
    const file = readFileSync(path.join(process.cwd(), 'public/images/services/carpet-cleaning.svg'));
    expect(Buffer.compare(Buffer.from(body!, 'base64'), file)).toBe(0);
  });

  it('refuses anything but an SVG under /images/', () => {
    for (const src of ['/images/../../package.json', '/favicon.svg', '/images/blog/cover.webp', 'images/logo.svg'])
      expect(() => svgDataUrl(src), src).toThrow(/not an illustration/);
  });

  it('refuses a missing file', () => {
    expect(() => svgDataUrl('/images/services/no-such-service.svg')).toThrow();
  });
});
