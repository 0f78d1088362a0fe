// What a call to an endpoint sends and answers, read from the endpoint's own declaration (lib/server/<feature>/
// endpoints.ts) through its type only: no server code reaches a bundle, and the browser cannot drift from the server.
import type { z, ZodType } from 'zod';
import type { Api, ApiKey } from '@/lib/server/api';
import type { JsonResponse } from '@/lib/server/http/endpoint';

export type { ApiKey };

/**
 * What a server value looks like after JSON: dates become strings. Response types come from the handlers' and
 * services' own return types, so they are declared once, on the server.
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

/** The empty object: a type every all-optional object type accepts. */
export type Empty = Record<never, never>;

/** A JSON body of a zod schema's input type; optional when the schema accepts an empty object. */
type Json<S extends ZodType> = Empty extends z.input<S> ? { json?: z.input<S> } : { json: z.input<S> };
/** Query parameters of a zod schema's input type; optional when the schema accepts none. */
type Query<S extends ZodType> = Empty extends z.input<S> ? { query?: z.input<S> } : { query: z.input<S> };

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `...${infer Tail}` ? Tail : Name) | ParamNames<Rest>
  : never;
type Params<K extends string> = [ParamNames<K>] extends [never]
  ? Empty
  : { params: Record<ParamNames<K>, K extends `${string}{...${string}` ? string | string[] : string> };

type BodyIn<S> = S extends { body?: infer B extends ZodType } ? Json<B> : Empty;
type QueryIn<S> = S extends { query?: infer Q extends ZodType } ? Query<Q> : Empty;

/** What a call of an endpoint sends: its JSON body, its query and the values of its path's parameters. */
export type InputOf<K extends ApiKey> = BodyIn<Api[K]> & QueryIn<Api[K]> & Params<K>;

/**
 * What a call of an endpoint answers, as JSON. An endpoint that only answers with a file, a PDF, a CSV, a calendar or
 * a redirect answers `never`: it is linked to with `urlOf`, never called.
 */
export type OutputOf<K extends ApiKey> = Api[K] extends { handler: (ctx: never) => Promise<infer R> }
  ? Jsonify<DataOf<R>>
  : never;

/** The data of a handler's answer: what it returns, or what its `json()` answer holds; any other Response: none. */
type DataOf<R> = R extends JsonResponse<infer T> ? T : R extends Response ? never : R;

/** What any call may send. */
export type CallInput = { json?: unknown; query?: object; params?: Record<string, string | string[]> };
