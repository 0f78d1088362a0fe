import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { isSignedOff, JOB_STAGE } from '@/lib/jobs/rules';
import type { CreateJobSignedInput } from '@/lib/jobs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs, jobSignatures, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { enqueueMail } from '@/lib/server/mail';
import { draftInvoiceForSignedJob } from '@/lib/server/invoices/sign-off-draft';
import { findVisibleJob } from '@/lib/server/jobs/queries';
import { ratingRequestMail } from '@/lib/server/ratings/service';

// A job's sign-offs: the Client's (or an admin's) signature that completes the visit and leaves a draft invoice.

const toSignature = (row: typeof jobSignatures.$inferSelect) => ({
  id: row.id,
  jobId: row.jobId,
  signerName: row.signerName,
  signatureImage: row.signatureImage,
  comment: row.comment,
  time: row.signedAt,
  signedById: row.signedById,
  createdAt: row.createdAt,
});

/** Signing off completes the visit: its (active) Client is asked by e-mail to rate it, in the same transaction. */
async function askClientToRate(db: Db, job: { id: string; title: string; companyId: string; clientId: string | null }) {
  if (!job.clientId) return;
  const [client] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, job.clientId), eq(users.status, 'active')))
    .limit(1);
  if (client) await enqueueMail(db, await ratingRequestMail(job, client));
}

/** The sign-off this signer already stored under a client id (a resend or a double send of a queued one). */
async function storedByClientId(db: Db, actor: Actor, input: CreateJobSignedInput) {
  if (!input.clientId) return undefined;
  const [row] = await db
    .select()
    .from(jobSignatures)
    .where(and(eq(jobSignatures.signedById, actor.id), eq(jobSignatures.clientId, input.clientId)))
    .limit(1);
  if (row && row.jobId !== input.jobId) throw conflict('This client id belongs to another sign-off');
  return row;
}

/**
 * Signs a job off: its Client, an admin of its company, or a Cleaner of its team handing their phone to the client
 * (issue 39: the client signs on the cleaner's phone, maybe with no signal). The signature and the Completed stage are
 * one transaction. With a client id a resend answers the sign-off already stored; a job signed meanwhile (by the office,
 * say) is 409: the first sign-off wins.
 */
export async function signJob(db: Db, actor: Actor, input: CreateJobSignedInput) {
  const current = await findVisibleJob(db, actor, input.jobId);
  const before = await storedByClientId(db, actor, input);
  if (before) return toSignature(before);
  if (actor.role === 'Cleaner' && !current.job.clientId)
    throw forbidden('Only a job with a client can be signed off on a cleaner’s phone');
  if (isSignedOff(current.job.stage)) throw conflict('This job has already been signed off');
  const signature = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobSignatures)
      .values({
        jobId: current.job.id,
        companyId: current.job.companyId,
        signerName: input.signerName,
        signatureImage: input.signatureImage,
        comment: input.comment ?? null,
        signedAt: input.time ? new Date(input.time) : new Date(),
        signedById: actor.id,
        clientId: input.clientId ?? null,
      })
      // A double send racing this one stored it first: answered below with the stored sign-off.
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const done = await tx
      .update(jobs)
      .set({ stage: JOB_STAGE.completed, updatedAt: new Date() })
      .where(and(eq(jobs.id, current.job.id), eq(jobs.stage, current.job.stage)))
      .returning({ id: jobs.id });
    if (!done.length) throw conflict('This job changed while it was being signed; try again');
    await draftInvoiceForSignedJob(tx, actor, current.job);
    await askClientToRate(tx as unknown as Db, current.job);
    return row;
  });
  const stored = signature ?? (await storedByClientId(db, actor, input));
  if (!stored) throw conflict('This sign-off could not be stored; send it again');
  return toSignature(stored);
}

export async function listJobSignatures(db: Db, actor: Actor, jobId: string) {
  await findVisibleJob(db, actor, jobId);
  const rows = await db
    .select()
    .from(jobSignatures)
    .where(eq(jobSignatures.jobId, jobId))
    .orderBy(desc(jobSignatures.signedAt));
  return { data: rows.map(toSignature), totalRecords: rows.length };
}

export async function getJobSignature(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(jobSignatures).where(eq(jobSignatures.id, id)).limit(1);
  if (!row) throw notFound('Sign-off not found');
  await findVisibleJob(db, actor, row.jobId);
  return toSignature(row);
}
