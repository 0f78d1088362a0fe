import 'server-only';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { AppError, badRequest } from '@/lib/server/http/errors';
import { assertCanDownload, findUpload, type UploadRow } from './index';
import type { UploadKind } from './kinds';

/** `/api/files/x/y.png`, `https://site/api/files/x/y.png` or `x/y.png` → `x/y.png`. */
export const storagePathOf = (reference: string) =>
  reference.replace(/^https?:\/\/[^/]+/i, '').replace(/^\/?api\/files\//i, '');

type Rule = {
  /** The upload kinds this field may point at (a certificate field never holds a CV). */
  kinds: readonly UploadKind[];
  /** The company the record belongs to: a private file must belong to it too. */
  companyId: string | null;
  /** Pictures shipped with the site (`/images/...`) and https addresses are allowed where a picture is shown. */
  allowExternal?: boolean;
};

const refused = (field: string) =>
  badRequest('Please correct the highlighted fields', { [field]: ['Upload the file first'] });

/**
 * Checks a file reference a caller is about to store (OWASP ASVS V4 object-level access): it must name an upload of
 * an accepted kind that the caller may read themselves, and a private file (CV, certificate) must belong to the
 * record's company. Without this a user could store someone else's private path (a job applicant's CV) in their own
 * record and fetch it through a download call that trusts the record. Returns the upload (null for an external picture).
 */
export async function assertReferenceAllowed(
  db: Db,
  actor: Actor,
  reference: string,
  field: string,
  rule: Rule,
): Promise<UploadRow | null> {
  const external = /^https:\/\/\S+$/i.test(reference) || /^\/images\/[a-z0-9/_.-]+$/i.test(reference);
  if (rule.allowExternal && external && !/\/api\/files\//i.test(reference)) return null;
  const upload = await findUpload(db, storagePathOf(reference).toLowerCase());
  if (!upload || !rule.kinds.includes(upload.kind)) throw refused(field);
  try {
    assertCanDownload(actor, upload);
  } catch (error) {
    if (error instanceof AppError) throw refused(field);
    throw error;
  }
  const isPrivate = upload.kind === 'cv' || upload.kind === 'certificate';
  if (isPrivate && upload.companyId !== rule.companyId) throw refused(field);
  return upload;
}

/** Checks the references in `next` that are not already in `current` (unchanged ones were checked when stored). */
export async function assertNewReferencesAllowed(
  db: Db,
  actor: Actor,
  next: readonly string[],
  current: readonly string[],
  field: string,
  rule: Rule,
) {
  const known = new Set(current);
  for (const [i, reference] of next.entries()) {
    if (!known.has(reference)) await assertReferenceAllowed(db, actor, reference, `${field}.${i}`, rule);
  }
}
