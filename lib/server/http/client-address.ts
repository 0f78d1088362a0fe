import 'server-only';

const GUARD = Symbol.for('brightside.clientAddressGuard');

/** Whether scripts/lib/server-preload.mjs runs in this process (production refuses to start without it). */
export const clientAddressGuardInstalled = () => Boolean((globalThis as Record<symbol, unknown>)[GUARD]);

/**
 * The address rate limits and sign-in throttling are keyed on. The client-address guard rewrites X-Forwarded-For,
 * before Next.js sees the request, to the one address we trust (the peer, or what a TRUSTED_PROXIES proxy saw),
 * so the header holds exactly that. Without the guard (tests calling handlers in-process, `next dev`) the first
 * entry is used; a production server does not start without the guard (lib/server/startup.ts).
 */
export function clientAddress(req: Request | { headers: Headers | Record<string, unknown> }): string {
  const headers = req.headers;
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const value = Array.isArray(raw) ? String(raw[0] ?? '') : typeof raw === 'string' ? raw : '';
  return value.split(',')[0]!.trim().slice(0, 64) || 'unknown';
}
