export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Returns a same-site path for `returnTo`, or the dashboard.
 * Rejects protocol-relative (`//x`), absolute (`https://x`) and backslash (`/\x`) forms,
 * which browsers would all treat as another origin, and loops back into /auth.
 */
export function safeReturnTo(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and can hide `//`.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://same.site';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.startsWith('/auth/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export const loginPath = (returnTo: string) => `/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`;
