import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import { USER_UPLOAD_KINDS } from '@/lib/users/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { AppError, badRequest, forbidden, notFound } from '@/lib/server/http/errors';
import {
  assertCanDownload,
  findUpload,
  openUpload,
  saveUpload,
  UPLOAD_RULES,
  type UploadKind,
} from '@/lib/server/storage';
import { assertCompanyAdmin, assertSameCompany } from '@/lib/server/auth/access';
import { findVisibleJob } from '@/lib/server/jobs/queries';
import { recordAudit } from '@/lib/server/audit/service';
import { setCompanyLogo } from '@/lib/server/companies/service';

const optionalUuid = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.uuid('Must be a valid id').optional(),
);

/**
 * Reads a multipart form whose size is capped by `maxBytes` (413 before buffering, from Content-Length);
 * 400 when it is not multipart or cannot be parsed.
 */
async function readForm(req: Request, maxBytes: number) {
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes + 64 * 1024) {
    throw new AppError(413, `The file is too large (maximum ${Math.round(maxBytes / 1024 / 1024)} MB)`);
  }
  if (!(req.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
    throw badRequest('Send the file as multipart/form-data', { file: ['A file is required'] });
  }
  return req.formData().catch(() => {
    throw badRequest('The upload could not be read', { file: ['A file is required'] });
  });
}

/** The file of a form: field `file`, one of the spec's named fields, or the only file sent. */
function fileOf(form: FormData, names: string[]): File {
  for (const name of ['file', ...names]) {
    const value = form.get(name);
    if (value && typeof value !== 'string') return value;
  }
  const any = [...form.values()].find((v): v is File => typeof v !== 'string');
  if (!any) throw badRequest('A file is required', { file: ['A file is required'] });
  return any;
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

/**
 * POST /api/user/upload: a certificate (private) or profile image (public). With `userId` (yourself, or a user of
 * your company for admins) the file is also attached to that user: appended to certificates or set as the photo.
 */
export async function uploadUserFile(db: Db, actor: Actor, req: Request) {
  const form = await readForm(req, UPLOAD_RULES.certificate.maxBytes);
  const kindRaw =
    field(form, 'kind') ?? (form.has('certificate') || form.has('certificates') ? 'certificate' : 'profile');
  const kind = z.enum(USER_UPLOAD_KINDS, 'Kind is certificate or profile').parse(kindRaw);
  const userId = optionalUuid.parse(field(form, 'userId'));
  let owner = { id: actor.id, companyId: actor.companyId };
  if (userId && userId !== actor.id) {
    if (!isAdmin(actor.role)) throw forbidden();
    const [target] = await db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) throw notFound('Failed to fetch user by ID');
    assertSameCompany(actor, target.companyId);
    owner = target;
  }
  const file = fileOf(
    form,
    kind === 'certificate' ? ['certificate', 'certificates'] : ['profileImage', 'image', 'avatar'],
  );
  const saved = await saveUpload(db, { kind, file, ownerCompanyId: owner.companyId, uploadedBy: actor.id });
  if (userId) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          kind === 'certificate'
            ? { certificates: sql`array_append(${users.certificates}, ${saved.dbPath})`, updatedAt: new Date() }
            : { profilePhotoPath: saved.dbPath, updatedAt: new Date() },
        )
        .where(eq(users.id, owner.id));
      await recordAudit(tx, actor, {
        companyId: owner.companyId,
        action: 'update',
        entityType: 'user',
        entityId: owner.id,
        summary:
          kind === 'certificate'
            ? `Added a certificate to user ${owner.id}`
            : `Changed the profile photo of user ${owner.id}`,
        changes: { [kind === 'certificate' ? 'certificates' : 'profilePhotoPath']: [null, saved.dbPath] },
      });
    });
  }
  return { dbPath: saved.dbPath };
}

/** Reads the `dbPath` of a JSON or multipart body. */
async function dbPathOf(req: Request) {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  let raw: unknown;
  if (type.includes('multipart/form-data')) {
    const form = await req.formData().catch(() => null);
    raw = form?.get('dbPath') ?? form?.get('path');
  } else {
    const text = await req.text();
    try {
      const body: unknown = text.trim() ? JSON.parse(text) : {};
      raw = body && typeof body === 'object' ? (body as Record<string, unknown>).dbPath : undefined;
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  return z
    .object({ dbPath: z.string('dbPath is required').trim().min(1, 'dbPath is required').max(1000) })
    .parse({ dbPath: typeof raw === 'string' ? raw.replace(/^\/?api\/files\//i, '') : raw }).dbPath;
}

/**
 * POST /api/user/download: the bytes of a user's file (profile image or certificate) the caller may see: their own,
 * anything of their company for admins, anything for Super Administrators, and public images.
 */
export async function downloadUserFile(db: Db, actor: Actor, req: Request) {
  const dbPath = await dbPathOf(req);
  const upload = await findUpload(db, dbPath);
  if (!upload) throw notFound('File not found');
  try {
    assertCanDownload(actor, upload);
  } catch (error) {
    // A certificate an admin of their company uploaded for someone belongs to that person too. Checked again here,
    // not only when the path was stored: the file must be a certificate of the holder's own company.
    if (upload.kind !== 'certificate' || !upload.companyId || upload.companyId !== actor.companyId) throw error;
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${dbPath} = any(${users.certificates}) and ${users.id} = ${actor.id}`)
      .limit(1);
    if (!holder) throw error;
  }
  const file = await openUpload(db, dbPath);
  if (!file) throw notFound('File not found');
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${dbPath.split('/').pop()}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** POST /api/Company/Upload: a logo for the caller's company (or `companyId` for Super Administrators), set on the company. */
export async function uploadCompanyLogo(db: Db, actor: Actor, req: Request) {
  const form = await readForm(req, UPLOAD_RULES.logo.maxBytes);
  const requested = optionalUuid.parse(field(form, 'companyId'));
  const companyId = requested ?? actor.companyId;
  if (!companyId) throw badRequest('Choose a company', { companyId: ['Choose a company'] });
  assertCompanyAdmin(actor, companyId);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('Company not found');
  const saved = await saveUpload(db, {
    kind: 'logo',
    file: fileOf(form, ['logo', 'image']),
    ownerCompanyId: companyId,
    uploadedBy: actor.id,
  });
  await setCompanyLogo(db, actor, companyId, saved.dbPath);
  return { dbPath: saved.dbPath };
}

/** Images for a job (kind 'image', admins) or its chat (kind 'chat', any participant of the job). */
export async function uploadJobImage(db: Db, actor: Actor, req: Request, kind: Extract<UploadKind, 'image' | 'chat'>) {
  const form = await readForm(req, UPLOAD_RULES[kind].maxBytes);
  const jobId = optionalUuid.parse(field(form, 'jobId'));
  let companyId = actor.companyId;
  if (jobId) companyId = (await findVisibleJob(db, actor, jobId)).job.companyId;
  else if (kind === 'chat') throw badRequest('Choose a job', { jobId: ['Choose a job'] });
  if (kind === 'image' && !isAdmin(actor.role)) throw forbidden();
  if (kind === 'image' && !isSuperAdmin(actor.role) && companyId !== actor.companyId) throw forbidden();
  const saved = await saveUpload(db, {
    kind,
    file: fileOf(form, ['image']),
    ownerCompanyId: companyId,
    uploadedBy: actor.id,
  });
  return { dbPath: saved.dbPath };
}
