// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageDataUrl, inlinedIfOurs } from '@/lib/content/image-data-url';

const bytesOf = (url: string) => Buffer.from(url.split(',')[1]!, 'base64');
const file = (src: string) => readFileSync(path.join(process.cwd(), 'public', src));

describe("imageDataUrl (a page's main image with no request of its own, issue 35)", () => {
  it('is the SVG file in public/, base64-encoded as an SVG data: URL', () => {
    const url = imageDataUrl('/images/services/carpet-cleaning.svg');
    expect(url.split(',')[0]).toBe('data:image/svg+xml;base64');
    expect(Buffer.compare(bytesOf(url), file('/images/services/carpet-cleaning.svg'))).toBe(0);
  });

  it('is a WebP cover as a WebP data: URL', () => {
    const url = imageDataUrl('/images/blog/carpet-pets.webp');
    expect(url.split(',')[0]).toBe('data:image/webp;base64');
    expect(Buffer.compare(bytesOf(url), file('/images/blog/carpet-pets.webp'))).toBe(0);
  });

  it('refuses anything but an SVG or WebP under /images/', () => {
    for (const src of ['/images/../../package.json', '/favicon.svg', '/images/app/icon-192.png', 'images/logo.svg'])
      expect(() => imageDataUrl(src), src).toThrow(/not an image of ours/);
  });

  it('refuses a missing file', () => {
    expect(() => imageDataUrl('/images/services/no-such-service.svg')).toThrow();
  });
});

describe('inlinedIfOurs (a stored cover address)', () => {
  it('inlines one of our small covers', () => {
    expect(inlinedIfOurs('/images/blog/carpet-pets.webp')).toBe(imageDataUrl('/images/blog/carpet-pets.webp'));
  });

  it('leaves an upload, a missing file, another type or a path out of public/images as it is', () => {
    for (const src of [
      'https://files.example.test/storage/v1/object/public/blog/cover.webp',
      '/api/uploads/blog/cover.webp',
      '/images/blog/removed-since.webp',
      '/images/app/icon-512.png',
      '/images/../../package.json',
    ])
      expect(inlinedIfOurs(src), src).toBe(src);
  });
});
