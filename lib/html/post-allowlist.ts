/**
 * What a blog or job post may contain, in one place for the server's sanitiser (lib/server/sanitize-html.ts, on save)
 * and the back office's preview (which cleans the editor's HTML in the browser before showing it).
 */
export const POST_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'code',
  'pre',
];

export const POST_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Links: http(s), mailto and tel only; images also from this site's own paths (/api/files/...). */
export const POST_URL = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;
