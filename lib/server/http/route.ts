import 'server-only';
import { NextResponse } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import type { Role } from '@/lib/roles';
import { resolveActor, type Actor } from '@/lib/server/auth/actor';
import { getDb, type Db } from '@/lib/server/db/client';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE_MESSAGE, driverReason, isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { withApiHeaders } from './api-headers';
import { AppError, forbidden, unauthorized, type FieldErrors } from './errors';
import { DEFAULT_BODY_POLICY, guardRequest, type BodyType } from './request-guard';

/** The one JSON error shape every handler answers with (`retryAfter` with 429, `reason` where a client translates it). */
export type ErrorBody = { status: number; code: string; message: string; fieldErrors?: FieldErrors; retryAfter?: number; reason?: string };

type Access = 'public' | 'signed-in' | readonly Role[];

type Options<B extends ZodType | undefined, Q extends ZodType | undefined> = {
  /** 'public' for visitors, 'signed-in' for any role, or the roles allowed. Object-level rules live in services. */
  access: Access;
  body?: B;
  query?: Q;
  /** Body types a write may send (default JSON only); uploads say ['multipart']. */
  accepts?: readonly BodyType[];
  /** Largest body in bytes (default 1 MB); uploads give their file limit plus room for the form. */
  maxBodyBytes?: number;
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

type Context<B extends ZodType | undefined, Q extends ZodType | undefined, A extends Access> = {
  req: Request;
  db: Db;
  actor: A extends 'public' ? Actor | null : Actor;
  body: Infer<B>;
  query: Infer<Q>;
  params: Record<string, string | string[]>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

export function errorResponse(status: number, message: string, code?: string, fieldErrors?: FieldErrors, detail?: AppError['detail']) {
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

/**
 * The guarded entry point of every route handler: resolves the actor from the session cookie or bearer token,
 * enforces the role, validates query and body with zod and maps failures to one JSON error shape.
 * A handler returns a Response, or data that is sent as JSON with status 200. Every answer carries the API's
 * security headers (api-headers.ts).
 */
export function route<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, A extends Access = Access>(
  options: Options<B, Q> & { access: A },
  handler: (ctx: Context<B, Q, A>) => Promise<unknown>,
) {
  const policy = {
    accepts: options.accepts ?? DEFAULT_BODY_POLICY.accepts,
    maxBytes: options.maxBodyBytes ?? DEFAULT_BODY_POLICY.maxBytes,
  };
  const answer = async (req: Request, next: NextContext): Promise<Response> => {
    try {
      const params = (await next?.params) ?? {};
      const guarded = await guardRequest(req, policy, params);
      const db = await getDb();
      const actor = await resolveActor(db, req);
      if (options.access !== 'public') {
        if (!actor) throw unauthorized();
        if (options.access !== 'signed-in' && !options.access.includes(actor.role)) throw forbidden();
      }
      const query = options.query
        ? options.query.parse(Object.fromEntries(new URL(req.url).searchParams))
        : undefined;
      const body = options.body ? options.body.parse(guarded.json ?? {}) : undefined;
      const result = await handler({ req: guarded.req, db, actor, body, query, params } as Context<B, Q, A>);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { success: true }, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (error instanceof ZodError) return validationError(error);
      if (error instanceof AppError) return errorResponse(error.status, error.message, error.code, error.fieldErrors, error.detail);
      if (isDatabaseUnavailable(error)) {
        console.error('[api] database unavailable', req.method, new URL(req.url).pathname, driverReason(error));
        return errorResponse(503, DATABASE_UNAVAILABLE_MESSAGE, 'service_unavailable', undefined, { retryAfter: DATABASE_RETRY_AFTER });
      }
      console.error('[api] unexpected error', req.method, new URL(req.url).pathname, error);
      return errorResponse(500, 'An unexpected error occurred', 'internal_error');
    }
  };
  // Here rather than in each handler, so no answer (files, CSV and PDF downloads, errors) leaves without them.
  return async (req: Request, next: NextContext): Promise<Response> => withApiHeaders(await answer(req, next));
}
