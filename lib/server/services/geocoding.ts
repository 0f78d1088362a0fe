import 'server-only';
import { z } from 'zod';
import { ukPostcodeIn } from '@/lib/geo/distance';
import { env } from '@/lib/env';

export type GeocoderConfig = { url?: string; timeoutMs?: number };
export type SitePosition = { latitude: number; longitude: number };

const replySchema = z.object({ result: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).loose() }).loose();

const configFromEnv = (): GeocoderConfig => ({ url: env().GEOCODER_URL, timeoutMs: env().GEOCODER_TIMEOUT_MS });

/**
 * The position of the UK post code found in an address, from the geocoder at GEOCODER_URL (postcodes.io's
 * `GET /postcodes/{postcode}` contract). Null when no geocoder is configured (the local default: the office sets the
 * site by hand), the address has no post code, or the service is slow (3 s), down or answers nonsense: saving a job
 * never waits on or fails because of it.
 */
export async function geocodeAddress(address: string, config: GeocoderConfig = configFromEnv()): Promise<SitePosition | null> {
  if (!config.url) return null;
  const postcode = ukPostcodeIn(address);
  if (!postcode) return null;
  const url = new URL(`postcodes/${encodeURIComponent(postcode)}`, config.url.endsWith('/') ? config.url : `${config.url}/`);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 3000), headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) {
      console.warn('[geocoder] upstream answered', res.status);
      return null;
    }
    const parsed = replySchema.safeParse(await res.json());
    if (!parsed.success) {
      console.warn('[geocoder] unexpected upstream reply');
      return null;
    }
    return { latitude: parsed.data.result.latitude, longitude: parsed.data.result.longitude };
  } catch (error) {
    console.warn('[geocoder] upstream failed:', error instanceof Error ? error.message : error);
    return null;
  }
}
