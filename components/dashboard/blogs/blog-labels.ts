import type { Tone } from '@/components/ui/status-label';
import { BLOG_CATEGORIES, canonicalCategory } from '@/components/site/blog/blog-text';

export { BLOG_CATEGORIES, canonicalCategory };

export const BLOG_STATUS_TONES: Record<'published' | 'draft', Exclude<Tone, 'primary'>> = {
  published: 'success',
  draft: 'default',
};

/** Message keys of the nine categories of SPEC §2 ('Carpet Cleaning' → 'carpetCleaning'). */
export const categoryKey = (category: string) => {
  const c = canonicalCategory(category);
  return c ? c.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase()).replace(/^\w/, (ch) => ch.toLowerCase()) : null;
};

/** A job post is a blog entry of category 'career': it carries a location and shows on the public career page. */
export const isCareer = (category: string | undefined | null) => (category ?? '').trim().toLowerCase() === 'career';

/** Tags from the form's comma-separated line: trimmed, without repeats, at most 20 of 50 characters (the API's limits). */
export const splitTags = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim().slice(0, 50))
        .filter(Boolean),
    ),
  ].slice(0, 20);
