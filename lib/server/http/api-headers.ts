import 'server-only';

/**
 * An API answer is data, never a page: nothing in it may load or run, and no site may frame it. Pages have their own
 * policy (set where pages are served); this one is for everything under /api.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * Chrome shows a PDF opened inline (a CV from the files endpoint) in a viewer that `default-src 'none'` blocks
 * (crbug.com/271452): such a file is only kept out of frames. Downloads (`attachment`) get the full policy.
 */
const INLINE_PDF_CSP = "frame-ancestors 'none'";

function isInlinePdf(headers: Headers) {
  return (
    (headers.get('content-type') ?? '').toLowerCase().startsWith('application/pdf') &&
    !(headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')
  );
}

/**
 * Adds the API's security headers to an answer, keeping any its handler chose: a CSP, `nosniff`, and `no-store`
 * unless the handler said how to cache (public images do). Every API answer is about its caller or the company, so
 * nothing is stored by browsers or shared caches by default.
 */
export function withApiHeaders(res: Response): Response {
  // Response.redirect() and fetch() answers have read-only headers: copy those into a response of our own.
  let out = res;
  try {
    out.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    out = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
    out.headers.set('X-Content-Type-Options', 'nosniff');
  }
  if (!out.headers.has('Content-Security-Policy'))
    out.headers.set('Content-Security-Policy', isInlinePdf(out.headers) ? INLINE_PDF_CSP : API_CSP);
  if (!out.headers.has('Cache-Control')) out.headers.set('Cache-Control', 'no-store');
  return out;
}
