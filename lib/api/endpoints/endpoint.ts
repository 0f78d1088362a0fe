import type { z, ZodType } from 'zod';

/**
 * One HTTP endpoint of the API: `'METHOD /api/folder/path'`, the path spelled as its route folder is (lower case,
 * `[id]` for a parameter, `[...path]` for a catch-all). The string is all a browser bundle carries; the type says what
 * a call sends (`json` body, `query`, path `params`) and what it answers, so `call()` is checked end to end.
 * What the server enforces (roles, zod schemas, limits) and documents (the contract's spelling, OpenAPI summary) is the
 * entry's server half, `lib/server/http/endpoints/<group>.ts`, keyed by the same names.
 */
export type Endpoint<In extends CallInput = CallInput, Out = unknown> = string & {
  readonly __call?: (input: In) => Out;
};

/** A call that sends nothing. */
export type NoInput = { json?: never; query?: never; params?: never };

/** What a call may send: a JSON body, query parameters and the values of the path's parameters. */
export type CallInput = { json?: unknown; query?: object; params?: Record<string, string | string[]> };

/** The answer of an endpoint that is not JSON (a file, a PDF, a CSV, a calendar): linked to with `urlOf`, never called. */
export type Download = never;

/** The empty object: a type every all-optional object type accepts. */
export type Empty = Record<never, never>;

/** A JSON body of a zod schema's input type; optional when the schema accepts an empty object. */
export type Json<S extends ZodType> = Empty extends z.input<S> ? { json?: z.input<S> } : { json: z.input<S> };
/** Query parameters of a zod schema's input type; optional when the schema accepts none. */
export type Query<S extends ZodType> = Empty extends z.input<S> ? { query?: z.input<S> } : { query: z.input<S> };

/**
 * What a server value looks like after JSON: dates become strings. Response types are derived from the services'
 * own return types with it (`Jsonify<Awaited<ReturnType<typeof listUsers>>>`), so they are declared once, on the
 * server, and the browser code cannot drift from them. Type-only imports of server modules add no code to a bundle.
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

/** The response of an async service function, as the browser receives it. */
export type ApiResult<F extends (...args: never[]) => Promise<unknown>> = Jsonify<Awaited<ReturnType<F>>>;

export type InputOf<E> = E extends { readonly __call?: (input: infer In) => unknown } ? In : never;
export type OutputOf<E> = E extends { readonly __call?: (input: never) => infer Out } ? Out : never;
