import 'server-only';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  FRANCHISE_CONVERTED_STAYS_MESSAGE,
  FRANCHISE_STATUS_VALUES,
  type CreateFranchiseInput,
  type ListFranchisesInput,
  type UpdateFranchiseInput,
} from '@/lib/franchises/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { franchiseRequests } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { looksLikeEmail, officeAddress, resolveSiteCompany } from '@/lib/server/companies/site-company';

type FranchiseRow = typeof franchiseRequests.$inferSelect;
const FIELDS = ['firstName', 'lastName', 'phone', 'address', 'postCode', 'email', 'messageDescription'] as const;

/**
 * Stores a franchise information-pack request in the site's company with an office notice (and a thank-you to the
 * sender) in the outbox, in one transaction. Idempotent on the browser-generated id, like enquiries: the same
 * content again answers success; the same id with other content is 409 and changes nothing.
 */
export async function createFranchise(db: Db, input: CreateFranchiseInput) {
  const company = await resolveSiteCompany(db);
  const { locale, ...fields } = input;
  const m = await mailFormat(locale);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(franchiseRequests)
      .values({ ...fields, companyId: company?.id ?? null })
      .onConflictDoNothing({ target: franchiseRequests.id })
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(franchiseRequests).where(eq(franchiseRequests.id, input.id)).limit(1);
      if (!existing || FIELDS.some((f) => existing[f] !== input[f]))
        throw conflict('This request id has already been used');
      return false;
    }
    await enqueueMail(tx, {
      to: officeAddress(company),
      subject: `Franchise information pack requested by ${row.firstName} ${row.lastName}`,
      text: [
        'A franchise information pack was requested on the website.',
        '',
        `Name: ${row.firstName} ${row.lastName}`,
        `Email: ${row.email}`,
        `Phone: ${row.phone}`,
        `Address: ${row.address}, ${row.postCode}`,
        '',
        row.messageDescription,
      ].join('\n'),
      category: 'franchise-office',
      relatedId: row.id,
      companyId: row.companyId,
    });
    if (looksLikeEmail(row.email)) {
      await enqueueMail(tx, {
        to: row.email,
        // In the language of the page the visitor wrote from; the office's notice above stays in English.
        subject: m.t('forms.franchiseSubject'),
        text: `${m.t('common.greeting', { name: row.firstName })}\n\n${m.t('forms.franchiseBody')}\n\nBrightside Cleaning`,
        category: 'franchise-ack',
        relatedId: row.id,
        companyId: row.companyId,
      });
    }
    return true;
  });
  if (created) kickOutbox(db);
  return { success: true, id: input.id };
}

/**
 * Requests of the admin's company (all for Super Administrators), newest first unless sorted:
 * `{ data, totalRecords, totalPages, counts }`. `search` matches name, e-mail, phone and post code; `counts` has the
 * number per status under the search (the list's status tabs).
 */
export async function listFranchises(db: Db, actor: Actor, input: ListFranchisesInput) {
  const t = franchiseRequests;
  const fullName = sql`${t.firstName} || ' ' || ${t.lastName}`;
  const term = input.search ? likeTerm(input.search) : null;
  const withoutStatus = and(
    companyFilter(actor, t.companyId),
    term ? or(ilike(fullName, term), ilike(t.email, term), ilike(t.phone, term), ilike(t.postCode, term)) : undefined,
  );
  const filter = input.status ? and(withoutStatus, eq(t.status, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(input, { createdAt: t.createdAt, name: sql`lower(${fullName})`, status: t.status }, [
    desc(t.createdAt),
    desc(t.id),
  ]);
  const [data, byStatus] = await Promise.all([
    db
      .select()
      .from(t)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ status: t.status, value: count() }).from(t).where(withoutStatus).groupBy(t.status),
  ]);
  const counts = Object.fromEntries(
    FRANCHISE_STATUS_VALUES.map((st) => [st, byStatus.find((r) => r.status === st)?.value ?? 0]),
  ) as Record<(typeof FRANCHISE_STATUS_VALUES)[number], number>;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  return { ...pageResult(data, input.status ? counts[input.status] : all, input.pageSize), counts: { all, ...counts } };
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
  const lead = await loadForAdmin(db, actor, id);
  // 'converted' itself is refused by the schema, so any status sent for a converted lead is a change.
  if (lead.status === 'converted' && changes.status)
    throw badRequest(FRANCHISE_CONVERTED_STAYS_MESSAGE, { status: [FRANCHISE_CONVERTED_STAYS_MESSAGE] });
  const [row] = await db
    .update(franchiseRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(franchiseRequests.id, id))
    .returning();
  return row!;
}

export async function deleteFranchise(db: Db, actor: Actor, id: string) {
  await loadForAdmin(db, actor, id);
  await db.delete(franchiseRequests).where(eq(franchiseRequests.id, id));
  return { success: true, id };
}
