// @vitest-environment node
import { getImageProps } from 'next/image';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Photo, StaticImage } from '@/components/ui/static-image';

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe('StaticImage (the SVG illustrations, as a plain <img>)', () => {
  it('keeps the file as it is, with its width and height, fetched lazily', () => {
    const img = html(
      createElement(StaticImage, {
        src: '/images/hero/home.svg',
        alt: '',
        width: 1200,
        height: 800,
        className: 'w-full',
      }),
    );
    expect(img).toContain('src="/images/hero/home.svg"');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="800"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('srcSet');
    expect(img).not.toContain('fetchPriority');
  });

  it('fetches the main image eagerly at high priority and paints it with its frame', () => {
    const img = html(
      createElement(StaticImage, {
        src: '/images/services/carpet-cleaning.svg',
        alt: 'Carpet',
        width: 800,
        height: 600,
        priority: true,
      }),
    );
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading=');
    expect(img).not.toContain('decoding=');
  });

  it('lets the logo ask to be fetched eagerly without raising its priority', () => {
    const img = html(
      createElement(StaticImage, { src: '/images/logo.svg', alt: '', width: 160, height: 35, loading: 'eager' }),
    );
    expect(img).toContain('loading="eager"');
    expect(img).not.toContain('fetchPriority');
  });
});

describe("Photo (next/image's getImageProps on the server)", () => {
  const cover = {
    src: '/api/files/blog/photo.jpg',
    alt: '',
    fill: true,
    sizes: '(min-width: 1024px) 380px, 100vw',
    className: 'object-cover',
  } as const;

  it('renders the <img> next/image computes: optimised srcset, sizes, lazy', () => {
    const img = html(createElement(Photo, cover));
    expect(img).toBe(html(createElement('img', getImageProps(cover).props)));
    expect(img).toMatch(/srcSet="\/_next\/image\?url=%2Fapi%2Ffiles%2Fblog%2Fphoto\.jpg&amp;w=\d+&amp;q=75 \d+w/);
    expect(img).toContain('loading="lazy"');
  });

  it('fetches a main photo eagerly at high priority and paints it with its frame', () => {
    const img = html(createElement(Photo, { ...cover, priority: true }));
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).not.toContain('decoding=');
  });

  it('leaves a remote image as it is when asked', () => {
    const img = html(
      createElement(Photo, { src: 'https://example.com/a.png', alt: 'a', width: 64, height: 64, unoptimized: true }),
    );
    expect(img).toContain('src="https://example.com/a.png"');
    expect(img).not.toContain('srcSet');
  });
});
