import 'server-only';
import type { z } from 'zod';

/**
 * GET a JSON document from an optional outside service (geocoder, address lookup) and validate it. Null when the
 * service is slow (`timeoutMs`), down, answers an error or a shape we do not expect: callers fall back to working
 * without it, so an outside service never fails one of our requests. Each failure is logged once under `label`.
 */
export async function fetchUpstreamJson<S extends z.ZodType>(
  url: URL,
  schema: S,
  { label, timeoutMs = 3000 }: { label: string; timeoutMs?: number },
): Promise<z.output<S> | null> {
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!res.ok) {
      console.warn(`[${label}] upstream answered`, res.status);
      return null;
    }
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) {
      console.warn(`[${label}] unexpected upstream reply`);
      return null;
    }
    return parsed.data;
  } catch (error) {
    console.warn(`[${label}] upstream failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}
