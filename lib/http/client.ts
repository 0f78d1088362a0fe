import type { ApiKey, CallInput, Empty, InputOf, OutputOf } from './types';

/** The error every API client call rejects with: the server's JSON body when there is one, else SPEC §8's fallback. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const FALLBACK_ERROR = 'Something went wrong';

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, FALLBACK_ERROR);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const body = (data ?? {}) as { message?: string; fieldErrors?: Record<string, string[]> };
    throw new ApiError(res.status, body.message ?? FALLBACK_ERROR, body.fieldErrors, data);
  }
  return data as T;
}

/** The method of an endpoint's name (`'POST /api/Invoice/CreateInvoice'`). */
export const methodOf = (endpoint: ApiKey) => endpoint.slice(0, endpoint.indexOf(' '));

/**
 * The address of a call: the endpoint's path with its parameters filled in (each segment encoded) and the query's
 * non-empty values appended. Used by `call()`, and for links to downloads (a PDF, a CSV, a stored file).
 */
export function urlOf<K extends ApiKey>(endpoint: K, input?: InputOf<K>): string {
  const given = input as CallInput | undefined;
  const path = endpoint
    .slice(endpoint.indexOf(' ') + 1)
    .replace(/\{(?:\.\.\.)?(\w+)\}/g, (_, name: string) =>
      [given?.params?.[name] ?? ''].flat().map(encodeURIComponent).join('/'),
    );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(given?.query ?? {}))
    if (value != null && value !== '') query.append(key, String(value));
  return query.size ? `${path}?${query}` : path;
}

type CallArgs<In> = Empty extends In ? [input?: In & { signal?: AbortSignal }] : [input: In & { signal?: AbortSignal }];

/**
 * Calls an endpoint by its name, as its feature declares it: `call('POST /api/Invoice/CreateInvoice', { json })`,
 * `call('GET /api/invoice/getInvoicebyId', { query: { id } })`. A name no feature declares does not compile.
 */
export function call<K extends ApiKey>(endpoint: K, ...[input]: CallArgs<InputOf<K>>): Promise<OutputOf<K>> {
  const method = methodOf(endpoint);
  const given = input as (CallInput & { signal?: AbortSignal }) | undefined;
  return apiFetch<OutputOf<K>>(urlOf(endpoint, input), {
    ...(method === 'GET' ? {} : { method }),
    json: given?.json,
    signal: given?.signal,
  });
}
