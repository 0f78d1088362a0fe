import 'server-only';
import { and, asc, count, desc, eq, ilike, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { monthStart } from '@/lib/network/rules';
import type { listStatementsSchema, royaltyTermsSchema } from '@/lib/network/schemas';
import { isSuperAdmin } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import { companyFilter, likeTerm, orderOf, pageResult } from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/client';
import { companies, royaltyStatements, royaltyTerms } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/errors';
import { londonToday } from '@/lib/server/overview/service';
import { isLatest, queueStatementMails, statementValues } from '@/lib/server/network/statements';

/** An office of the network by id; 400 when there is none (a bad reference in a form). */
async function officeOf(db: Db, companyId: string) {
  const [office] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!office) throw badRequest('Please correct the highlighted fields', { companyId: ['Choose an office'] });
  return office;
}

/** An office's terms, newest first (Super Administrators). */
export async function listTerms(db: Db, companyId: string) {
  return db
    .select()
    .from(royaltyTerms)
    .where(eq(royaltyTerms.companyId, companyId))
    .orderBy(desc(royaltyTerms.startsOn));
}

/**
 * Sets an office's terms from a month on (Super Administrators). Past months keep theirs: a start before this month
 * is refused; terms starting the same month as earlier ones replace them (nothing has been billed under them yet).
 */
export async function setTerms(db: Db, actor: Actor, input: z.output<typeof royaltyTermsSchema>, now = new Date()) {
  const office = await officeOf(db, input.companyId);
  const startsOn = `${input.startsOn}-01`;
  if (startsOn < monthStart(londonToday(now)))
    throw badRequest('Please correct the highlighted fields', {
      startsOn: ['Past months keep their terms: choose this month or a later one'],
    });
  const values = {
    companyId: office.id,
    startsOn,
    royaltyBasisPoints: Math.round(input.royaltyPercent * 100),
    monthlyFeePence: Math.round(input.monthlyFee * 100),
    createdById: actor.id,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(royaltyTerms)
      .values(values)
      .onConflictDoUpdate({
        target: [royaltyTerms.companyId, royaltyTerms.startsOn],
        set: { royaltyBasisPoints: values.royaltyBasisPoints, monthlyFeePence: values.monthlyFeePence },
      })
      .returning();
    await recordAudit(tx, actor, {
      companyId: office.id,
      action: 'update',
      entityType: 'royalty',
      entityId: row!.id,
      summary: `Royalty terms of ${office.name} from ${input.startsOn}: ${input.royaltyPercent}% of paid revenue and £${input.monthlyFee.toFixed(2)} a month`,
    });
    return row!;
  });
}

const SORTS = {
  month: royaltyStatements.month,
  companyName: companies.name,
  totalPence: royaltyStatements.totalPence,
} as const;

/**
 * Statements, latest version of each month: Super Administrators every office's, an office's Administrators their
 * own office's only. Searchable by office, filtered by status and office, newest month first unless sorted.
 */
export async function listStatements(db: Db, actor: Actor, input: z.output<typeof listStatementsSchema>) {
  const where = and(
    companyFilter(actor, royaltyStatements.companyId),
    isLatest,
    input.status === 'paid'
      ? sql`${royaltyStatements.paidAt} is not null`
      : input.status === 'due'
        ? and(eq(royaltyStatements.status, 'due'), isNull(royaltyStatements.paidAt))
        : input.status
          ? eq(royaltyStatements.status, input.status)
          : undefined,
    input.companyId ? eq(royaltyStatements.companyId, input.companyId) : undefined,
    input.search ? ilike(companies.name, likeTerm(input.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ statement: royaltyStatements, companyName: companies.name })
      .from(royaltyStatements)
      .innerJoin(companies, eq(companies.id, royaltyStatements.companyId))
      .where(where)
      .orderBy(
        ...orderOf(input, SORTS, [desc(royaltyStatements.month), asc(companies.name), asc(royaltyStatements.id)]),
      )
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    db
      .select({ value: count() })
      .from(royaltyStatements)
      .innerJoin(companies, eq(companies.id, royaltyStatements.companyId))
      .where(where),
  ]);
  const data = rows.map((r) => ({ ...r.statement, companyName: r.companyName }));
  return pageResult(data, Number(total?.value ?? 0), input.pageSize);
}

/** One statement you may see: another office's is 404, as any record of another company. */
export async function getStatement(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ statement: royaltyStatements, companyName: companies.name })
    .from(royaltyStatements)
    .innerJoin(companies, eq(companies.id, royaltyStatements.companyId))
    .where(and(eq(royaltyStatements.id, id), companyFilter(actor, royaltyStatements.companyId)))
    .limit(1);
  if (!row) throw notFound('Statement not found');
  return { ...row.statement, companyName: row.companyName };
}

/** Marks a statement paid (the head office, when the office's money arrives), with an audit entry naming who. */
export async function markStatementPaid(db: Db, actor: Actor, id: string, now = new Date()) {
  const statement = await getStatement(db, actor, id);
  if (statement.status === 'no-terms') throw conflict('This statement has no figures: correct it once terms are set');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(royaltyStatements)
      .set({ status: 'paid', paidAt: now, paidById: actor.id })
      .where(and(eq(royaltyStatements.id, id), isNull(royaltyStatements.paidAt)))
      .returning();
    if (!row) throw conflict('This statement is already marked paid');
    await recordAudit(tx, actor, {
      companyId: row.companyId,
      action: 'update',
      entityType: 'royalty',
      entityId: row.id,
      summary: `Royalty statement of ${statement.companyName} for ${row.month.slice(0, 7)} (version ${row.version}) marked paid`,
      changes: { status: [statement.status, 'paid'] },
    });
    return { ...row, companyName: statement.companyName };
  });
}

/**
 * A correction: the month worked out again from today's records and the terms in force then, as the next version
 * (the earlier ones stay as they were). Mailed like the first. Paid statements are not corrected (409).
 */
export async function correctStatement(db: Db, actor: Actor, input: { id: string; note: string }) {
  if (!isSuperAdmin(actor.role)) throw notFound('Statement not found');
  const statement = await getStatement(db, actor, input.id);
  if (statement.paidAt) throw conflict('A paid statement is not corrected');
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: max(royaltyStatements.version) })
      .from(royaltyStatements)
      .where(and(eq(royaltyStatements.companyId, statement.companyId), eq(royaltyStatements.month, statement.month)));
    const values = await statementValues(tx, statement.companyId, statement.month);
    const [row] = await tx
      .insert(royaltyStatements)
      .values({ ...values, version: (latest?.version ?? 0) + 1, note: input.note })
      .returning();
    await queueStatementMails(tx, row!, statement.companyName);
    await recordAudit(tx, actor, {
      companyId: row!.companyId,
      action: 'create',
      entityType: 'royalty',
      entityId: row!.id,
      summary: `Royalty statement of ${statement.companyName} for ${row!.month.slice(0, 7)} corrected (version ${row!.version}): ${input.note}`,
    });
    return { ...row!, companyName: statement.companyName };
  });
}
