/** Plain text from stored blog HTML, for card previews and meta descriptions (never rendered as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts to `max` characters (SPEC §9: card title 25, card content 90, list preview 200) with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export const BLOG_CATEGORIES = [
  'Carpet Cleaning',
  'Home Removal',
  'House Cleaning',
  'Office Cleaning',
  'Career',
  'Tenancy Cleaning',
  'Construction Cleaning',
  'Commercial Cleaning',
  'Apartment Cleaning',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The stored category matched case-insensitively against SPEC §2's list ('career' and 'Career' are one category). */
export function canonicalCategory(value: string | null | undefined): BlogCategory | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === v) ?? null;
}

/** Local images are served by next/image; uploaded ones (storage URLs) are shown as they are. */
export const isLocalImage = (path: string) => path.startsWith('/images/');
