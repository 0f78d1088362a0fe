import { urlOf } from '@/lib/http/client';

/**
 * The address a stored file (a `dbPath` from an upload endpoint) is served at. Absolute URLs (older records, external
 * images) pass through unchanged. Private files (CVs, certificates) answer only to signed-in staff.
 */
export function fileUrl(dbPath: string | null | undefined): string | null {
  if (!dbPath) return null;
  if (/^https?:\/\//i.test(dbPath) || dbPath.startsWith('/')) return dbPath;
  return urlOf('GET /api/files/{...path}', { params: { path: dbPath.split('/') } });
}
