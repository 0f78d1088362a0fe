// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { BLOG_LANGUAGES, createBlogSchema } from '@/lib/blogs/schemas';

describe('blog post languages', () => {
  it('are exactly the public site locales, so every post language has pages to be shown on', () => {
    expect([...BLOG_LANGUAGES]).toEqual([...locales]);
  });

  it('default to English when a client does not send one', () => {
    const parsed = createBlogSchema.parse({ title: 'T', category: 'Career', content: '<p>x</p>' });
    expect(parsed.language).toBe('en');
  });
});
