import { ApiError, FALLBACK_ERROR } from './client';

/**
 * SPEC §8: a failed call rejects with the server's reply; when there was no reply (network failure) or the reply
 * carried no message, the call's own fallback text is used instead.
 */
export async function withFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.message !== FALLBACK_ERROR) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(
      status,
      fallback,
      error instanceof ApiError ? error.fieldErrors : {},
      error instanceof ApiError ? error.data : undefined,
    );
  }
}

export type Page<T> = { data: T[]; totalRecords: number; totalPages?: number };
