import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { fetchUpstreamJson } from '@/lib/server/http/upstream';

export type AddressSuggestion = { address: string; id: string | null };
export type AddressLookupConfig = { url?: string; apiKey?: string; timeoutMs?: number };

const upstreamSchema = z.object({
  suggestions: z
    .array(z.object({ address: z.string(), id: z.string().optional(), url: z.string().optional() }).loose())
    .default([]),
});

const configFromEnv = (): AddressLookupConfig => ({
  url: env().ADDRESS_LOOKUP_URL,
  apiKey: env().ADDRESS_LOOKUP_API_KEY,
});

/**
 * UK address suggestions for a partial address or post code, from the address service at ADDRESS_LOOKUP_URL
 * (getAddress.io's `/autocomplete/{term}?api-key=&top=` contract). The key never leaves the server. Without a
 * configured key, or when the service is slow (3 s), down or answers nonsense, the answer is an empty list: a form
 * without suggestions still works, so this never fails the request.
 */
export async function lookupAddresses(term: string, top: number, config: AddressLookupConfig = configFromEnv()) {
  const empty = { suggestions: [] as AddressSuggestion[] };
  if (!config.url || !config.apiKey) return empty;
  const url = new URL(
    `autocomplete/${encodeURIComponent(term)}`,
    config.url.endsWith('/') ? config.url : `${config.url}/`,
  );
  url.searchParams.set('api-key', config.apiKey);
  url.searchParams.set('top', String(top));
  const reply = await fetchUpstreamJson(url, upstreamSchema, { label: 'address-lookup', timeoutMs: config.timeoutMs });
  if (!reply) return empty;
  return { suggestions: reply.suggestions.slice(0, top).map((s) => ({ address: s.address, id: s.id ?? null })) };
}
