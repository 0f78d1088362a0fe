// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Photo } from '@/components/ui/photo';
import { StaticImage } from '@/components/ui/static-image';

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

describe('Photo (a blog cover filling its box, as a plain <img>)', () => {
  it('keeps the file as it is, fetched lazily, filling its box', () => {
    const img = html(createElement(Photo, { src: '/api/files/blog/photo.jpg', alt: '', className: 'object-cover' }));
    expect(img).toContain('src="/api/files/blog/photo.jpg"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('class="absolute inset-0 size-full object-cover"');
    expect(img).not.toContain('srcSet');
  });

  it('fetches a main photo eagerly at high priority and paints it with its frame', () => {
    const img = html(createElement(Photo, { src: '/images/blog/carpet-pets.webp', alt: '', priority: true }));
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading=');
    expect(img).not.toContain('decoding=');
  });
});
