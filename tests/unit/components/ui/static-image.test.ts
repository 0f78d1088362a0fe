// @vitest-environment node
import { getImageProps, type ImageProps } from 'next/image';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticImage, staticImageProps } from '@/components/ui/static-image';

// StaticImage calls Next's internal helper instead of next/image (whose import would ship its client component):
// this fails if a Next upgrade makes the two disagree.
const cases: [string, ImageProps][] = [
  ['an SVG with width and height', { src: '/images/hero/home.svg', alt: '', width: 1200, height: 800, sizes: '100vw' }],
  [
    'the main image',
    {
      src: '/images/services/carpet-cleaning.svg',
      alt: 'Carpet',
      width: 800,
      height: 600,
      priority: true,
      sizes: '(min-width: 1024px) 800px, 100vw',
    },
  ],
  [
    'an optimised upload that fills its box',
    {
      src: '/api/files/blog/photo.jpg',
      alt: '',
      fill: true,
      sizes: '(min-width: 1024px) 380px, 100vw',
      className: 'object-cover',
    },
  ],
  [
    'a remote image left as it is',
    { src: 'https://example.com/a.png', alt: 'a', width: 64, height: 64, unoptimized: true },
  ],
];

describe('staticImageProps', () => {
  it.each(cases)('renders the same <img> props as next/image for %s', (_, props) => {
    expect(staticImageProps(props)).toEqual(getImageProps(props).props);
  });

  it('fetches the main image eagerly at high priority, the others lazily', () => {
    const main = renderToStaticMarkup(createElement(StaticImage, cases[1]![1]));
    expect(main).toContain('fetchPriority="high"');
    expect(main).not.toContain('loading=');
    expect(renderToStaticMarkup(createElement(StaticImage, cases[0]![1]))).toContain('loading="lazy"');
  });
});
