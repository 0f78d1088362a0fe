import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { resolveActor } from '@/lib/server/auth/actor';
import { getDb } from '@/lib/server/db/client';
import {
  DATABASE_RETRY_AFTER,
  DATABASE_UNAVAILABLE_MESSAGE,
  driverReason,
  isDatabaseUnavailable,
} from '@/lib/server/db/unavailable';
import { withApiHeaders } from './api-headers';
import type { EndpointSpec } from './endpoint';
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

export function errorResponse(
  status: number,
  message: string,
  code?: string,
  fieldErrors?: FieldErrors,
  detail?: AppError['detail'],
  headers: Record<string, string> = {},
) {
  const body: ErrorBody = { status, code: code ?? new AppError(status, message).code, message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  const all: Record<string, string> = { 'Cache-Control': 'no-store', ...headers };
  if (detail?.retryAfter) {
    body.retryAfter = detail.retryAfter;
    all['Retry-After'] = String(detail.retryAfter);
  }
  if (detail?.reason) body.reason = detail.reason;
  return NextResponse.json(body, { status, headers: all });
}

export function validationError(error: ZodError) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return errorResponse(400, 'Please correct the highlighted fields', 'validation_error', fieldErrors);
}

async function answer(spec: EndpointSpec, req: Request, params: Record<string, string | string[]>) {
  try {
    if (spec.raw) return await spec.raw(req, params);
    const policy = {
      accepts: spec.accepts ?? DEFAULT_BODY_POLICY.accepts,
      maxBytes: spec.maxBodyBytes ?? DEFAULT_BODY_POLICY.maxBytes,
    };
    const guarded = await guardRequest(req, policy, params);
    const db = await getDb();
    const actor = await resolveActor(db, req);
    if (spec.access !== 'public') {
      if (!actor) throw unauthorized();
      if (spec.access !== 'signed-in' && !spec.access.includes(actor.role)) throw forbidden();
    }
    const query = spec.query ? spec.query.parse(Object.fromEntries(new URL(req.url).searchParams)) : undefined;
    // No body at all reads as `{}` (a list's defaults); a JSON `null` is a body, and not an object: the schema refuses it.
    const body = spec.body ? spec.body.parse(guarded.json === undefined ? {} : guarded.json) : undefined;
    const result = await spec.handler({ req: guarded.req, db, actor: actor as never, body, query, params });
    if (result instanceof Response) return result;
    return NextResponse.json(result ?? { success: true }, {
      status: spec.success ?? 200,
      headers: { 'Cache-Control': 'no-store' },
    });
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
}

/**
 * Serves one endpoint: resolves the actor from the session cookie or bearer token, enforces the endpoint's access,
 * validates its query and body with zod, runs its handler and maps failures to one JSON error shape. Data a handler
 * returns is sent as JSON with the endpoint's success status. Every answer (files, CSV and PDF downloads, errors)
 * leaves with the API's security headers (api-headers.ts).
 */
export async function serve(spec: EndpointSpec, req: Request, params: Record<string, string | string[]>) {
  return withApiHeaders(await answer(spec, req, params));
}
