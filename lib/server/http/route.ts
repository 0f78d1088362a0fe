import 'server-only';
import { NextResponse } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import { resolveActor, type Actor } from '@/lib/server/auth/actor';
import { getDb, type Db } from '@/lib/server/db/client';
import {
  DATABASE_RETRY_AFTER,
  DATABASE_UNAVAILABLE_MESSAGE,
  driverReason,
  isDatabaseUnavailable,
} from '@/lib/server/db/unavailable';
import { withApiHeaders } from './api-headers';
import type { OutputOf } from '@/lib/api/endpoints/endpoint';
import type { ServerEndpoint } from './endpoints/define';
import { AppError, forbidden, unauthorized, type FieldErrors } from './errors';
import { DEFAULT_BODY_POLICY, guardRequest } from './request-guard';

/** The one JSON error shape every handler answers with (`retryAfter` with 429, `reason` where a client translates it). */
export type ErrorBody = {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number;
  reason?: string;
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;
type BodyOf<E> = E extends { body: infer B extends ZodType } ? B : undefined;
type QueryOf<E> = E extends { query: infer Q extends ZodType } ? Q : undefined;

type Context<E extends ServerEndpoint> = {
  req: Request;
  db: Db;
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  body: Infer<BodyOf<E>>;
  query: Infer<QueryOf<E>>;
  params: Record<string, string | string[]>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

export function errorResponse(
  status: number,
  message: string,
  code?: string,
  fieldErrors?: FieldErrors,
  detail?: AppError['detail'],
) {
  const body: ErrorBody = { status, code: code ?? new AppError(status, message).code, message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (detail?.retryAfter) {
    body.retryAfter = detail.retryAfter;
    headers['Retry-After'] = String(detail.retryAfter);
  }
  if (detail?.reason) body.reason = detail.reason;
  return NextResponse.json(body, { status, headers });
}

export function validationError(error: ZodError) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return errorResponse(400, 'Please correct the highlighted fields', 'validation_error', fieldErrors);
}

/** A route handler, marked with the table entry it serves (the endpoint-table test checks it against its folder). */
export type RouteHandler = ((req: Request, next: NextContext) => Promise<Response>) & { endpoint: string };

/** Marks a handler that does not go through route() (health, the document, a redirect) with its table entry. */
export function handles<F extends (...args: never[]) => unknown>(
  entry: ServerEndpoint,
  handler: F,
): F & { endpoint: string } {
  return Object.assign(handler, { endpoint: entry.endpoint });
}

/**
 * The guarded entry point of every route handler, for one entry of the endpoint table: resolves the actor from the
 * session cookie or bearer token, enforces the entry's access, validates its query and body with zod and maps
 * failures to one JSON error shape. A handler returns a Response, or data that is sent as JSON with status 200.
 * Every answer carries the API's security headers (api-headers.ts).
 */
/** A server value that is sent as the JSON type T (the reverse of Jsonify: a date goes out as a string). */
type Raw<T> = T extends string
  ? string | Date
  : T extends (infer U)[]
    ? Raw<U>[]
    : T extends object
      ? { [K in keyof T]: Raw<T[K]> }
      : T;

/**
 * A handler answers what the table says its entry answers: its return type is checked against the entry's response
 * type (a Response it builds itself, for a status or a download, is not).
 */
type Handler<E extends ServerEndpoint> = (ctx: Context<E>) => Promise<Response | Raw<OutputOf<E['endpoint']>>>;

export function route<E extends ServerEndpoint>(entry: E, handler: Handler<E>): RouteHandler {
  const policy = {
    accepts: entry.accepts ?? DEFAULT_BODY_POLICY.accepts,
    maxBytes: entry.maxBodyBytes ?? DEFAULT_BODY_POLICY.maxBytes,
  };
  const answer = async (req: Request, next: NextContext): Promise<Response> => {
    try {
      const params = (await next?.params) ?? {};
      const guarded = await guardRequest(req, policy, params);
      const db = await getDb();
      const actor = await resolveActor(db, req);
      if (entry.access !== 'public') {
        if (!actor) throw unauthorized();
        if (entry.access !== 'signed-in' && !entry.access.includes(actor.role)) throw forbidden();
      }
      const query = entry.query ? entry.query.parse(Object.fromEntries(new URL(req.url).searchParams)) : undefined;
      const body = entry.body ? entry.body.parse(guarded.json ?? {}) : undefined;
      const result = await handler({ req: guarded.req, db, actor, body, query, params } as Context<E>);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { success: true }, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (error instanceof ZodError) return validationError(error);
      if (error instanceof AppError)
        return errorResponse(error.status, error.message, error.code, error.fieldErrors, error.detail);
      if (isDatabaseUnavailable(error)) {
        console.error('[api] database unavailable', req.method, new URL(req.url).pathname, driverReason(error));
        return errorResponse(503, DATABASE_UNAVAILABLE_MESSAGE, 'service_unavailable', undefined, {
          retryAfter: DATABASE_RETRY_AFTER,
        });
      }
      console.error('[api] unexpected error', req.method, new URL(req.url).pathname, error);
      return errorResponse(500, 'An unexpected error occurred', 'internal_error');
    }
  };
  // Here rather than in each handler, so no answer (files, CSV and PDF downloads, errors) leaves without them.
  const guarded = async (req: Request, next: NextContext): Promise<Response> => withApiHeaders(await answer(req, next));
  return Object.assign(guarded, { endpoint: entry.endpoint });
}
