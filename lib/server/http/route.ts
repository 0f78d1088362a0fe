import 'server-only';
import { NextResponse } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import type { Role } from '@/lib/roles';
import { resolveActor, type Actor } from '@/lib/server/auth/actor';
import { getDb, type Db } from '@/lib/server/db/client';
import { AppError, forbidden, unauthorized, type FieldErrors } from './errors';

/** The one JSON error shape every handler answers with. */
export type ErrorBody = { status: number; code: string; message: string; fieldErrors?: FieldErrors };

type Access = 'public' | 'signed-in' | readonly Role[];

type Options<B extends ZodType | undefined, Q extends ZodType | undefined> = {
  /** 'public' for visitors, 'signed-in' for any role, or the roles allowed. Object-level rules live in services. */
  access: Access;
  body?: B;
  query?: Q;
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

export function errorResponse(status: number, message: string, code?: string, fieldErrors?: FieldErrors) {
  const body: ErrorBody = { status, code: code ?? new AppError(status, message).code, message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function validationError(error: ZodError) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return errorResponse(400, 'Please correct the highlighted fields', 'validation_error', fieldErrors);
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'The request body is not valid JSON', 'invalid_json');
  }
}

/**
 * The guarded entry point of every route handler: resolves the actor from the session cookie or bearer token,
 * enforces the role, validates query and body with zod and maps failures to one JSON error shape.
 * A handler returns a Response, or data that is sent as JSON with status 200.
 */
export function route<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, A extends Access = Access>(
  options: Options<B, Q> & { access: A },
  handler: (ctx: Context<B, Q, A>) => Promise<unknown>,
) {
  return async (req: Request, next: NextContext): Promise<Response> => {
    try {
      const db = await getDb();
      const actor = await resolveActor(db, req);
      if (options.access !== 'public') {
        if (!actor) throw unauthorized();
        if (options.access !== 'signed-in' && !options.access.includes(actor.role)) throw forbidden();
      }
      const query = options.query
        ? options.query.parse(Object.fromEntries(new URL(req.url).searchParams))
        : undefined;
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const params = (await next?.params) ?? {};
      const result = await handler({ req, db, actor, body, query, params } as Context<B, Q, A>);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { success: true }, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (error instanceof ZodError) return validationError(error);
      if (error instanceof AppError) return errorResponse(error.status, error.message, error.code, error.fieldErrors);
      console.error('[api] unexpected error', req.method, new URL(req.url).pathname, error);
      return errorResponse(500, 'An unexpected error occurred', 'internal_error');
    }
  };
}
