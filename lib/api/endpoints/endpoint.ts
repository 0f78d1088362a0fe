/**
 * One HTTP endpoint of the API: `'METHOD /api/folder/path'`, the path spelled as its route folder is (lower case,
 * `[id]` for a parameter, `[...path]` for a catch-all). The string is all a browser bundle carries; the type says what
 * a call sends (`json` body, `query`, path `params`) and what it answers, so `call()` is checked end to end.
 * What the server enforces (roles, zod schemas, limits) and documents (the contract's spelling, OpenAPI summary) is the
 * entry's server half, `lib/server/http/endpoints/<group>.ts`, keyed by the same names.
 */
export type Endpoint<In extends CallInput = CallInput, Out = unknown> = string & { readonly __call?: (input: In) => Out };

/** What a call may send: a JSON body, query parameters and the values of the path's parameters. */
export type CallInput = { json?: unknown; query?: object; params?: Record<string, string | string[]> };

/** The answer of an endpoint that is not JSON (a file, a PDF, a CSV, a calendar): linked to with `urlOf`, never called. */
export type Download = never;

export type InputOf<E> = E extends Endpoint<infer In, unknown> ? In : never;
export type OutputOf<E> = E extends Endpoint<CallInput, infer Out> ? Out : never;

/** The method of an entry. */
export const methodOf = (endpoint: string) => endpoint.slice(0, endpoint.indexOf(' '));

/**
 * The address of a call: the entry's path with its parameters filled in (each segment encoded) and the query's
 * non-empty values appended. Used by `call()`, and for links to downloads (a PDF, a CSV, a stored file).
 */
export function urlOf<In extends CallInput>(endpoint: Endpoint<In, unknown>, input?: In): string {
  const path = endpoint
    .slice(endpoint.indexOf(' ') + 1)
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => [input?.params?.[name] ?? ''].flat().map(encodeURIComponent).join('/'));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) if (value != null && value !== '') query.append(key, String(value));
  return query.size ? `${path}?${query}` : path;
}
