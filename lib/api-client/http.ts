import { methodOf, urlOf, type CallInput, type Empty, type Endpoint } from '@/lib/api/endpoints/endpoint';

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
      headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
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

type CallArgs<In extends CallInput> = Empty extends In ? [input?: In & { signal?: AbortSignal }] : [input: In & { signal?: AbortSignal }];

/** Calls an entry of the endpoint table: `call(invoice.create, { json })`, `call(invoice.get, { query: { id } })`. */
export function call<In extends CallInput, Out>(endpoint: Endpoint<In, Out>, ...[input]: CallArgs<In>): Promise<Out> {
  const method = methodOf(endpoint);
  return apiFetch<Out>(urlOf(endpoint, input), { ...(method === 'GET' ? {} : { method }), json: input?.json, signal: input?.signal });
}
