import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { POST_TAGS } from '@/lib/html/post-allowlist';
import { PROSE } from './prose';

/** Tags and attributes a blog or job post may carry; everything else (scripts, styles, event handlers) is dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: POST_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    // A post's own headings sit under the page's h1: an h1 in the content becomes an h2.
    h1: 'h2',
  },
};

export const sanitizePostHtml = (html: string) => sanitizeHtml(html, OPTIONS);

/**
 * Renders stored blog/job HTML. The HTML was sanitised when it was saved; it is sanitised again here (cheap, server-side,
 * no client JavaScript) so a row written by any other path cannot inject markup.
 */
export function SanitizedHtml({
  html,
  className = '',
  lang,
  dir,
}: {
  html: string;
  className?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <div
      lang={lang}
      dir={dir}
      className={`${PROSE} ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }}
    />
  );
}
