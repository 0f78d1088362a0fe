import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { POST_ATTRIBUTES, POST_TAGS } from '@/lib/html/post-allowlist';

/**
 * What a blog or job post may contain: text formatting, headings, lists, links, images, tables. No scripts, styles,
 * iframes, forms or event handlers; links only http(s)/mailto/tel (never javascript: or data:); images only from
 * http(s) or this site. The tags and attributes are lib/html/post-allowlist.ts, shared with the page render
 * (components/site/blog/sanitized-html.tsx) and the back office's preview.
 */
export const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: POST_TAGS,
  allowedAttributes: POST_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's headings sit under the page's own h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : { ...attribs, rel: 'nofollow' },
    }),
  },
};

/** Cleans stored HTML on the way in; what comes out is safe to render as is. */
export const sanitizePostHtml = (html: string) => sanitizeHtml(html, POST_HTML_OPTIONS).trim();
