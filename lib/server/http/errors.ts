import 'server-only';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with an HTTP status; anything else thrown by a handler is a 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = codeFor(status),
    readonly fieldErrors?: FieldErrors,
    /** Extra, machine-readable detail for clients, e.g. { retryAfter: 60 } or { reason: 'password.common' }. */
    readonly detail?: { retryAfter?: number; reason?: string },
  ) {
    super(message);
  }
}

function codeFor(status: number) {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return 'error';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(400, message, 'validation_error', fieldErrors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** 429 with the seconds to wait, sent as `Retry-After` and as `retryAfter` in the body. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, message, 'too_many_requests', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfter)) });
/** 503: a service the request needs (the database, file storage) is not answering; the caller may retry. */
export const serviceUnavailable = (message: string, retryAfter?: number) =>
  new AppError(503, message, 'service_unavailable', undefined, retryAfter ? { retryAfter } : undefined);
