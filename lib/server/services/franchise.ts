import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { CreateFranchiseInput, UpdateFranchiseInput } from '@/lib/schemas/franchise';
import type { Pagination } from '@/lib/schemas/common';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { franchiseRequests } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { assertCompanyAdmin, companyFilter, pageOf } from './access';
import { looksLikeEmail, officeAddress, resolveSiteCompany } from './site-company';

type FranchiseRow = typeof franchiseRequests.$inferSelect;
const FIELDS = ['firstName', 'lastName', 'phone', 'address', 'postCode', 'email', 'messageDescription'] as const;

/**
 * Stores a franchise information-pack request in the site's company with an office notice (and a thank-you to the
 * sender) in the outbox, in one transaction. Idempotent on the browser-generated id, like enquiries: the same
 * content again answers success; the same id with other content is 409 and changes nothing.
 */
export async function createFranchise(db: Db, input: CreateFranchiseInput) {
  const company = await resolveSiteCompany(db);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(franchiseRequests).values({ ...input, companyId: company?.id ?? null })
      .onConflictDoNothing({ target: franchiseRequests.id }).returning();
    if (!row) {
      const [existing] = await tx.select().from(franchiseRequests).where(eq(franchiseRequests.id, input.id)).limit(1);
      if (!existing || FIELDS.some((f) => existing[f] !== input[f])) throw conflict('This request id has already been used');
      return false;
    }
    await enqueueMail(tx, {
      to: officeAddress(company),
      subject: `Franchise information pack requested by ${row.firstName} ${row.lastName}`,
      text: [
        'A franchise information pack was requested on the website.', '',
        `Name: ${row.firstName} ${row.lastName}`, `Email: ${row.email}`, `Phone: ${row.phone}`,
        `Address: ${row.address}, ${row.postCode}`, '', row.messageDescription,
      ].join('\n'),
      category: 'franchise-office',
      relatedId: row.id,
    });
    if (looksLikeEmail(row.email)) {
      await enqueueMail(tx, {
        to: row.email,
        subject: 'Your franchise information pack request',
        text: `Dear ${row.firstName},\n\nThank you for your interest in a Brightside Cleaning franchise. ` +
          'Our franchise team will send you the information pack and contact you soon.\n\nBrightside Cleaning',
        category: 'franchise-ack',
        relatedId: row.id,
      });
    }
    return true;
  });
  if (created) kickOutbox(db);
  return { success: true, id: input.id };
}

/** Requests of the admin's company (all for Super Administrators), newest first: `{ data, totalRecords }`. */
export async function listFranchises(db: Db, actor: Actor, input: Pagination) {
  const filter = companyFilter(actor, franchiseRequests.companyId);
  const { limit, offset } = pageOf(input);
  const [data, [total]] = await Promise.all([
    db.select().from(franchiseRequests).where(filter).orderBy(desc(franchiseRequests.createdAt), desc(franchiseRequests.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(franchiseRequests).where(filter),
  ]);
  const totalRecords = total?.value ?? 0;
  return { data, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / input.pageSize)) };
}

async function loadForAdmin(db: Db, actor: Actor, id: string): Promise<FranchiseRow> {
  const [row] = await db.select().from(franchiseRequests).where(eq(franchiseRequests.id, id)).limit(1);
  if (!row) throw notFound('Failed to fetch franchise by ID');
  assertCompanyAdmin(actor, row.companyId);
  return row;
}

export const getFranchiseById = (db: Db, actor: Actor, id: string) => loadForAdmin(db, actor, id);

export async function updateFranchise(db: Db, actor: Actor, input: UpdateFranchiseInput) {
  const { id, ...changes } = input;
  await loadForAdmin(db, actor, id);
  const [row] = await db.update(franchiseRequests).set({ ...changes, updatedAt: new Date() }).where(eq(franchiseRequests.id, id)).returning();
  return row!;
}

export async function deleteFranchise(db: Db, actor: Actor, id: string) {
  await loadForAdmin(db, actor, id);
  await db.delete(franchiseRequests).where(eq(franchiseRequests.id, id));
  return { success: true, id };
}
