import 'server-only';
import { eq } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { AppError, badRequest, forbidden, serviceUnavailable, unauthorized } from '@/lib/server/http/errors';
import { storageBackend, StorageKeyTaken } from './backends';
import { isPrivateKind, UPLOAD_RULES, type UploadKind } from './kinds';
import { detectFileType, isSafeStoragePath, sanitiseFileName } from './sniff';

export { UPLOAD_RULES, isPrivateKind, uploadBodyLimit, type UploadKind } from './kinds';
export { detectFileType, isSafeStoragePath, sanitiseFileName } from './sniff';

export type UploadRow = typeof uploads.$inferSelect;
export type SavedUpload = { dbPath: string; contentType: string; size: number };

const MB = 1024 * 1024;

/**
 * Reads the `file` field of a multipart request (or the only file sent). Refuses an oversized request from its
 * Content-Length before reading it, so a 1 GB post does not get buffered: 413 over the kind's cap, 400 without a file.
 */
export async function readUploadedFile(req: Request, kind: UploadKind): Promise<File> {
  const max = UPLOAD_RULES[kind].maxBytes;
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > max + 64 * 1024) throw tooLarge(max);
  if (!(req.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
    throw badRequest('Send the file as multipart/form-data', { file: ['A file is required'] });
  }
  const form = await req.formData().catch(() => {
    throw badRequest('The upload could not be read', { file: ['A file is required'] });
  });
  const file = form.get('file') ?? [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string') throw badRequest('A file is required', { file: ['A file is required'] });
  return file;
}

const tooLarge = (max: number) => new AppError(413, `The file is too large (maximum ${Math.round(max / MB)} MB)`);

/**
 * The upload folder or Supabase Storage failed (not writable, full, 5xx, unreachable): a 503 the forms show (the
 * back office shows this message), logged with the cause, which may name paths and hosts the caller must not see.
 */
function storageFailed(action: 'store' | 'read', backend: string, error: unknown) {
  console.error(`[storage] could not ${action} a file (${backend}):`, error instanceof Error ? error.message : error);
  return serviceUnavailable(
    `The file could not be ${action === 'store' ? 'stored' : 'read'}: file storage is not available. Please try again in a moment.`,
    30,
  );
}

/**
 * Stores an uploaded file after checking its type BY CONTENT and its size against the kind's rules (415 / 413),
 * under a generated, unique, lower-case name: CVs as `cv/cv-{timestamp}-{sanitised name}.pdf` (SPEC §7), images as
 * `{folder}/{company?}/{kind}-{timestamp}-{random}.{ext}`. Never overwrites. Records the file in `uploads`, which
 * decides later who may download it. Returns the `dbPath` the API answers with.
 */
export async function saveUpload(
  db: Db,
  input: {
    kind: UploadKind;
    file: Blob & { name?: string };
    ownerCompanyId?: string | null;
    uploadedBy?: string | null;
  },
): Promise<SavedUpload> {
  const rule = UPLOAD_RULES[input.kind];
  if (input.file.size === 0) throw badRequest('The file is empty', { file: ['The file is empty'] });
  if (input.file.size > rule.maxBytes) throw tooLarge(rule.maxBytes);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = detectFileType(bytes);
  if (!type || !rule.accept.includes(type.mime)) {
    const allowed = rule.accept.map((m) => m.split('/')[1]!.toUpperCase()).join(', ');
    throw new AppError(415, `This type of file is not accepted here (allowed: ${allowed})`);
  }
  const backend = storageBackend();
  const folder =
    rule.folder + (input.ownerCompanyId && input.kind !== 'cv' ? `/${input.ownerCompanyId.toLowerCase()}` : '');
  const stamp = Date.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = rule.keepName
      ? `${input.kind}-${stamp + attempt}-${sanitiseFileName(input.file.name, type.ext)}`
      : `${input.kind}-${stamp}-${crypto.randomUUID().slice(0, 8)}.${type.ext}`;
    const dbPath = `${folder}/${name}`;
    try {
      await backend.put(dbPath, bytes, type.mime);
    } catch (error) {
      if (error instanceof StorageKeyTaken) continue;
      throw storageFailed('store', backend.name, error);
    }
    try {
      await db.insert(uploads).values({
        path: dbPath,
        kind: input.kind,
        contentType: type.mime,
        size: bytes.byteLength,
        originalName: input.file.name?.slice(0, 255) ?? null,
        companyId: input.ownerCompanyId ?? null,
        uploadedBy: input.uploadedBy ?? null,
      });
    } catch (error) {
      // A file without its record could never be served or cleaned up: take it back before failing.
      await backend.remove(dbPath).catch(() => undefined);
      throw error;
    }
    return { dbPath, contentType: type.mime, size: bytes.byteLength };
  }
  throw new AppError(409, 'Could not find a free file name; please try again');
}

/** The record of a stored file, or null for an unknown or unsafe path. */
export async function findUpload(db: Db, dbPath: string): Promise<UploadRow | null> {
  if (!isSafeStoragePath(dbPath)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.path, dbPath)).limit(1);
  return row ?? null;
}

/**
 * Who may download a file: anyone for public kinds; for CVs and certificates only the uploader, Super
 * Administrators, and Administrators of the owning company. Throws 401 for visitors and 403 for anyone else.
 */
export function assertCanDownload(actor: Actor | null, upload: UploadRow) {
  if (!isPrivateKind(upload.kind)) return;
  if (!actor) throw unauthorized();
  if (upload.uploadedBy && upload.uploadedBy === actor.id) return;
  if (isSuperAdmin(actor.role)) return;
  if (isAdmin(actor.role) && upload.companyId && upload.companyId === actor.companyId) return;
  throw forbidden();
}

/** Opens a stored file for streaming; null when the record or the bytes are missing. */
export async function openUpload(db: Db, dbPath: string) {
  const upload = await findUpload(db, dbPath);
  if (!upload) return null;
  const backend = storageBackend();
  const body = await backend.get(upload.path).catch((error: unknown) => {
    throw storageFailed('read', backend.name, error);
  });
  if (!body) return null;
  return {
    upload,
    body,
    contentType: upload.contentType,
    size: upload.size,
    visibility: isPrivateKind(upload.kind) ? ('private' as const) : ('public' as const),
  };
}

/** Gives a private file (a CV uploaded anonymously) to the company whose record now references it. */
export async function assignUploadCompany(db: Db, dbPath: string, companyId: string | null) {
  await db.update(uploads).set({ companyId }).where(eq(uploads.path, dbPath));
}

/** Deletes a file and its record (e.g. a replaced logo). Missing files are ignored. */
export async function deleteUpload(db: Db, dbPath: string) {
  if (!isSafeStoragePath(dbPath)) return;
  await storageBackend().remove(dbPath);
  await db.delete(uploads).where(eq(uploads.path, dbPath));
}
