import 'server-only';
import { eq } from 'drizzle-orm';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { RespondEstimateInput } from '@/lib/estimates/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { enquiries, estimates, jobs } from '@/lib/server/db/schema';
import { conflict, forbidden } from '@/lib/server/http/errors';
import { recordEnquiryStatus } from '@/lib/server/enquiries/events';
import { findForViewer, getEstimate, itemsFor } from './queries';

// An estimate becomes work here: the New job an acceptance creates (by the office in service.ts, or by the Client),
// and the Client's own answer to an estimate sent to them.

type EstimateRow = typeof estimates.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A New job for the estimate's client from its services; the estimate links to it and its enquiry becomes converted. */
export async function createJobFrom(
  tx: Tx,
  estimate: EstimateRow,
  services: { service: string; description: string }[],
  actorId: string,
) {
  const [job] = await tx
    .insert(jobs)
    .values({
      companyId: estimate.companyId,
      title: `${services[0]?.service ?? 'Cleaning'} – ${estimate.clientName}`.slice(0, 200),
      clientId: estimate.clientId,
      description: services.map((s) => `${s.service}${s.description ? `: ${s.description}` : ''}`).join('\n'),
      location: [estimate.address, estimate.postCode].filter(Boolean).join(', '),
      service: services[0]?.service ?? '',
      stage: JOB_STAGE.new,
      createdById: actorId,
    })
    .returning({ id: jobs.id });
  await tx.update(estimates).set({ jobId: job!.id }).where(eq(estimates.id, estimate.id));
  if (estimate.enquiryId) {
    await tx
      .update(enquiries)
      .set({ status: 'converted', jobId: job!.id, updatedAt: new Date() })
      .where(eq(enquiries.id, estimate.enquiryId));
    await recordEnquiryStatus(tx, estimate.enquiryId, 'converted', null);
  }
  return job!.id;
}

/**
 * The Client an estimate is made out to accepts or declines it while it is 'sent' and still valid (409 otherwise).
 * Accepting creates the New job and converts the enquiry, as an Administrator's acceptance does, in one transaction.
 */
export async function respondToEstimate(db: Db, actor: Actor, input: RespondEstimateInput) {
  if (actor.role !== 'Client') throw forbidden();
  const current = await findForViewer(db, actor, input.id);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(estimates).where(eq(estimates.id, current.id)).for('update');
    if (!locked || locked.status !== 'sent') throw conflict('This estimate has already been answered');
    if (locked.validUntil < new Date().toISOString().slice(0, 10)) throw conflict('This estimate has expired');
    const [updated] = await tx
      .update(estimates)
      .set({ status: input.decision, updatedAt: new Date() })
      .where(eq(estimates.id, locked.id))
      .returning();
    if (input.decision !== 'accepted' || locked.jobId) return;
    const items = (await itemsFor(tx, [locked.id])).get(locked.id) ?? [];
    await createJobFrom(tx, updated!, items, actor.id);
  });
  return getEstimate(db, actor, current.id);
}
