import 'server-only';
import { NextResponse } from 'next/server';
import type { z, ZodType } from 'zod';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import type { Role } from '@/lib/roles';
import type { BodyType } from './request-guard';

export type Access = 'public' | 'signed-in' | readonly Role[];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint's name is its method and its path as the API contract spells it: `'POST /api/Invoice/CreateInvoice'`,
 * `{id}` for a path parameter, `{...path}` for the rest of the path. The path is matched case-insensitively.
 */
export type EndpointKey = `${Method} /api/${string}`;

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

/** What a handler gets: the request as guarded, the database, the caller, and its parsed body, query and params. */
export type Context<A extends Access, B, Q> = {
  req: Request;
  db: Db;
  actor: A extends 'public' ? Actor | null : Actor;
  body: Infer<B>;
  query: Infer<Q>;
  params: Record<string, string | string[]>;
};

type Common<A extends Access, B, Q> = {
  /** 'public' for visitors, 'signed-in' for any role, or a role group of lib/roles.ts. Object-level rules live in services. */
  access: A;
  /** The JSON body, parsed before the handler runs. */
  body?: B;
  /** The query, parsed before the handler runs. */
  query?: Q;
  /** A multipart form the handler reads itself (uploads): documented, not parsed. */
  form?: ZodType;
  /** A JSON body the handler reads raw (a signed webhook): documented, not parsed. */
  rawBody?: ZodType;
  /** Body types a write may send (default JSON only). */
  accepts?: readonly BodyType[];
  /** Largest body in bytes (default 1 MB); uploads give their file limit plus room for the form. */
  maxBodyBytes?: number;
  /** The status of a successful answer when the handler returns data (default 200). */
  success?: number;
  /** What the endpoint does: the OpenAPI summary. */
  summary: string;
  /** The OpenAPI tag, where it differs from its feature's. */
  tag?: string;
  /** Served but left out of the OpenAPI document: next-auth's own endpoints. */
  undocumented?: true;
};

/** An endpoint whose handler runs behind the guard: session, access, body and query are dealt with before it. */
export type GuardedSpec<A extends Access, B, Q, R> = Common<A, B, Q> & {
  handler: (ctx: Context<A, B, Q>) => Promise<R>;
  raw?: never;
};

/**
 * An endpoint that answers by itself, with no database or session read first: the health check (it reports the
 * database's outage itself), the OpenAPI document, next-auth's endpoints. It still gets the API's security headers.
 */
export type RawSpec<A extends Access> = Common<A, undefined, undefined> & {
  raw: (req: Request, params: Record<string, string | string[]>) => Promise<Response> | Response;
  handler?: never;
};

export type EndpointSpec = (
  GuardedSpec<Access, ZodType | undefined, ZodType | undefined, unknown> | RawSpec<Access>
) & {
  tag: string;
};

/** One endpoint: its contract, its access, its schemas and its handler, declared together. */
export function endpoint<
  const A extends Access,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  R = unknown,
>(spec: GuardedSpec<A, B, Q, R>): GuardedSpec<A, B, Q, R>;
export function endpoint<const A extends Access>(spec: RawSpec<A>): RawSpec<A>;
export function endpoint(spec: unknown) {
  return spec;
}

/**
 * A feature's endpoints under one OpenAPI tag: `endpoints('Invoices', { 'POST /api/Invoice/CreateInvoice':
 * endpoint({...}) })`. The keys are what the browser calls (`call('POST /api/Invoice/CreateInvoice', { json })`),
 * what the dispatcher routes, what the OpenAPI document lists and what the role table names.
 */
export function endpoints<const T extends { [K in keyof T]: K extends EndpointKey ? unknown : never }>(
  tag: string,
  specs: T,
): T {
  for (const spec of Object.values(specs) as EndpointSpec[]) spec.tag ??= tag;
  return specs;
}

declare const jsonBody: unique symbol;
/** A JSON answer with a status or headers of its own, which the browser's types still read as its data. */
export type JsonResponse<T> = NextResponse<T> & { readonly [jsonBody]: T };

/** `json(data, { status: created ? 201 : 200 })`: for a handler whose status depends on what happened. */
export const json = <T>(data: T, init?: ResponseInit) => NextResponse.json(data, init) as unknown as JsonResponse<T>;

/** A refusal with a body the client reads (409 with fresh slots, say): an error to the browser's types, not data. */
export const refusal = (body: object, status: number) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } }) as unknown as Refusal;

declare const refused: unique symbol;
// Branded so that a handler's `Refusal | JsonResponse<T>` is not reduced to a plain Response, losing T.
type Refusal = NextResponse & { readonly [refused]: true };
