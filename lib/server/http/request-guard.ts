import 'server-only';
import { SESSION_COOKIES } from '@/lib/server/auth/actor';
import { AppError, badRequest, forbidden } from './errors';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterErrors, malformedUtf8Errors } from './input-text';
import { isOwnOrigin } from './site-origin';

export { CONTROL_CHARACTER_MESSAGE, controlCharacterErrors };

/** JSON bodies above this are refused with 413 before they are read whole. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type BodyType = 'json' | 'multipart';
export type BodyPolicy = {
  /** Content types a write may carry; anything else is 415. */
  accepts: readonly BodyType[];
  /** The largest body read, in bytes (413 above it). */
  maxBytes: number;
};

export const DEFAULT_BODY_POLICY: BodyPolicy = { accepts: ['json'], maxBytes: JSON_BODY_LIMIT };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MEDIA_TYPES: Record<BodyType, string> = { json: 'application/json', multipart: 'multipart/form-data' };

const tooLarge = (max: number) =>
  new AppError(
    413,
    `The request is too large (maximum ${max >= 1024 * 1024 ? `${Math.round(max / 1024 / 1024)} MB` : `${Math.round(max / 1024)} KB`})`,
  );

function mediaType(req: Request) {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasSessionCookie(req: Request) {
  const cookie = req.headers.get('cookie');
  return Boolean(
    cookie && SESSION_COOKIES.some((name) => cookie.includes(`${name}=`) || cookie.includes(`${name}.0=`)),
  );
}

/**
 * Cross-site request forgery: a write authenticated by the session cookie must come from this site's own pages.
 * Browsers send `Sec-Fetch-Site` and `Origin` with every cross-site POST; programs without either (curl, the
 * bearer API) are not browsers and cannot be made to forge a request. Bearer-token calls carry no ambient
 * credential and are not checked.
 */
function assertSameOrigin(req: Request) {
  if (!WRITES.has(req.method) || !hasSessionCookie(req)) return;
  if (req.headers.get('authorization')?.toLowerCase().startsWith('bearer ')) return;
  const fetchSite = req.headers.get('sec-fetch-site');
  const origin = req.headers.get('origin');
  const crossSite =
    (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
    (origin !== null && !isOwnOrigin(origin, req));
  if (crossSite) throw forbidden('Cross-site requests are not allowed');
}

/** Reads at most `max` bytes of the body, refusing (413) as soon as more arrive instead of buffering them. */
async function readBounded(req: Request, max: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function assertNoControlCharacters(value: unknown) {
  const errors = controlCharacterErrors(value);
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields', errors);
}

async function checkMultipart(bytes: Uint8Array, contentType: string) {
  const form = await new Response(bytes as unknown as BodyInit, { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => null);
  if (!form) return; // The handler answers 400 for a form it cannot read.
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    fields[name] = typeof value === 'string' ? value : value.name;
  }
  assertNoControlCharacters(fields);
}

export type GuardedRequest = {
  /** The request to hand on: its body (already read and checked) can be read again. */
  req: Request;
  /** The parsed JSON body; undefined when none was sent or the body is not JSON. */
  json: unknown;
};

/**
 * Everything a request must pass before a handler sees it, whatever the endpoint: same-origin for cookie writes
 * (403), an accepted content type (415), a size limit enforced while reading (413), valid JSON (400) and no
 * control characters or malformed Unicode (lone surrogates, bytes that are not UTF-8) in any text the client sent,
 * path and query included (400 with the field's path), and no JSON nested deeper than MAX_JSON_DEPTH (400).
 */
export async function guardRequest(
  req: Request,
  policy: BodyPolicy,
  params: Record<string, string | string[]>,
): Promise<GuardedRequest> {
  assertSameOrigin(req);
  const url = new URL(req.url);
  assertNoControlCharacters(
    Object.fromEntries([...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k).join('\n')])),
  );
  assertNoControlCharacters(params);
  if (!WRITES.has(req.method)) return { req, json: undefined };

  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (declared > policy.maxBytes) throw tooLarge(policy.maxBytes);
  const type = mediaType(req);
  const accepted = policy.accepts.find((t) => MEDIA_TYPES[t] === type);
  if (type && !accepted && declared !== 0) throw unsupported(policy);

  const bytes = await readBounded(req, policy.maxBytes);
  if (bytes.byteLength === 0) return { req: rebuild(req, null), json: undefined };
  if (!accepted) throw unsupported(policy);

  let json: unknown;
  if (accepted === 'json') {
    const { text, malformed } = decodeUtf8(bytes);
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new AppError(400, 'The request body is not valid JSON', 'invalid_json');
      }
      if (malformed) throw badRequest('Please correct the highlighted fields', malformedUtf8Errors(json));
      assertNoControlCharacters(json);
    }
  } else {
    await checkMultipart(bytes, req.headers.get('content-type')!);
  }
  return { req: rebuild(req, bytes), json };
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');

/** Bytes that are not UTF-8 are malformed text like a lone surrogate: decoded leniently only to name the field. */
function decodeUtf8(bytes: Uint8Array) {
  try {
    return { text: STRICT_UTF8.decode(bytes), malformed: false };
  } catch {
    return { text: LENIENT_UTF8.decode(bytes), malformed: true };
  }
}

function unsupported(policy: BodyPolicy) {
  return new AppError(415, `Send the body as ${policy.accepts.map((t) => MEDIA_TYPES[t]).join(' or ')}`);
}

function rebuild(req: Request, body: Uint8Array | null): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: body as unknown as BodyInit | null });
}
