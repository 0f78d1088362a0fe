import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * What a blog or job post may contain: text formatting, headings, lists, links, images, tables. No scripts, styles,
 * iframes, forms or event handlers; links only http(s)/mailto/tel (never javascript: or data:); images only from
 * http(s) or this site. Kept in step with the render-time config in components/site/blog/sanitized-html.tsx.
 */
export const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
    'figure', 'figcaption', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's headings sit under the page's own h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : { ...attribs, rel: 'nofollow' },
    }),
  },
};

/** Cleans stored HTML on the way in; what comes out is safe to render as is. */
export const sanitizePostHtml = (html: string) => sanitizeHtml(html, POST_HTML_OPTIONS).trim();
