import 'server-only';
import { z } from 'zod';
import { ukPostcodeIn } from '@/lib/clocking/distance';
import { env } from '@/lib/env';
import { fetchUpstreamJson } from '@/lib/server/http/upstream';

export type GeocoderConfig = { url?: string; timeoutMs?: number };
export type SitePosition = { latitude: number; longitude: number };

const replySchema = z
  .object({
    result: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).loose(),
  })
  .loose();

const configFromEnv = (): GeocoderConfig => ({ url: env().GEOCODER_URL, timeoutMs: env().GEOCODER_TIMEOUT_MS });

/**
 * The position of the UK post code found in an address, from the geocoder at GEOCODER_URL (postcodes.io's
 * `GET /postcodes/{postcode}` contract). Null when no geocoder is configured (the local default: the office sets the
 * site by hand), the address has no post code, or the service is slow (3 s), down or answers nonsense: saving a job
 * never waits on or fails because of it.
 */
export async function geocodeAddress(
  address: string,
  config: GeocoderConfig = configFromEnv(),
): Promise<SitePosition | null> {
  if (!config.url) return null;
  const postcode = ukPostcodeIn(address);
  if (!postcode) return null;
  const url = new URL(
    `postcodes/${encodeURIComponent(postcode)}`,
    config.url.endsWith('/') ? config.url : `${config.url}/`,
  );
  const reply = await fetchUpstreamJson(url, replySchema, { label: 'geocoder', timeoutMs: config.timeoutMs });
  return reply ? { latitude: reply.result.latitude, longitude: reply.result.longitude } : null;
}
