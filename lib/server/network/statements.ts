import 'server-only';
import { and, desc, eq, isNull, lt, lte, sql, sum } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { addMonths } from '@/lib/network/rules';
import { ROYALTY_VAT_PERCENT, previousMonth, statementFigures, type StatementLine } from '@/lib/network/royalties';
import type { Db } from '@/lib/server/db/client';
import { companies, invoiceItems, invoices, royaltyStatements, royaltyTerms, users } from '@/lib/server/db/schema';
import { env } from '@/lib/env';
import { enqueueMail } from '@/lib/server/mail';
import { londonToday } from '@/lib/server/overview/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const londonStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/London'`;

/** The terms in force in a month: the latest whose start is on or before its first day; null when there are none. */
export async function termsFor(db: Reader, companyId: string, month: string) {
  const [terms] = await db
    .select()
    .from(royaltyTerms)
    .where(and(eq(royaltyTerms.companyId, companyId), lte(royaltyTerms.startsOn, month)))
    .orderBy(desc(royaltyTerms.startsOn))
    .limit(1);
  return terms ?? null;
}

/**
 * An office's paid revenue in a month without VAT (invoices paid then, by when they were paid, London time), and the
 * same by service from the invoices' lines. Discounts and travel are not a service's: what the lines do not explain
 * is one 'adjustments' line, so the lines always add up to the revenue the royalty is a share of.
 */
export async function paidRevenue(db: Reader, companyId: string, month: string) {
  const paid = and(
    eq(invoices.companyId, companyId),
    eq(invoices.status, INVOICE_STATUS.paid),
    sql`${invoices.paidAt} >= ${londonStart(month)}`,
    sql`${invoices.paidAt} < ${londonStart(addMonths(month, 1))}`,
  );
  const [[total], byService] = await Promise.all([
    db
      .select({ pence: sum(sql`${invoices.totalPence} - ${invoices.taxesPence}`) })
      .from(invoices)
      .where(paid),
    db
      .select({ service: invoiceItems.service, pence: sum(invoiceItems.totalPence) })
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(paid)
      .groupBy(invoiceItems.service)
      .orderBy(invoiceItems.service),
  ]);
  const revenue = Number(total?.pence ?? 0);
  const lines: StatementLine[] = byService.map((l) => ({ service: l.service, pence: Number(l.pence ?? 0) }));
  const rest = revenue - lines.reduce((n, l) => n + l.pence, 0);
  if (rest) lines.push({ service: 'adjustments', pence: rest });
  return { revenue, lines };
}

/** The statement's row for a month under the terms in force then (or, without terms, one that says so). */
export async function statementValues(db: Reader, companyId: string, month: string) {
  const [terms, { revenue, lines }] = await Promise.all([
    termsFor(db, companyId, month),
    paidRevenue(db, companyId, month),
  ]);
  const base = { companyId, month, paidRevenuePence: revenue, lines, vatRatePercent: ROYALTY_VAT_PERCENT };
  if (!terms) return { ...base, status: 'no-terms' as const };
  return {
    ...base,
    status: 'due' as const,
    termsId: terms.id,
    royaltyBasisPoints: terms.royaltyBasisPoints,
    monthlyFeePence: terms.monthlyFeePence,
    ...statementFigures(revenue, terms),
  };
}

const monthLong = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T12:00:00Z`),
  );

/**
 * Mails about a new statement, in the transaction that made it: the office's active Administrators get it with its
 * PDF and CSV; when the month had no terms, the head office's Super Administrators are told instead of any figure.
 */
export async function queueStatementMails(
  tx: Reader,
  statement: { id: string; companyId: string; month: string; version: number; status: string },
  officeName: string,
) {
  const site = env().SITE_URL ?? 'http://localhost:3000';
  const link = `${site}/dashboard/network/statements`;
  const when = monthLong(statement.month);
  const version = statement.version > 1 ? ` (correction, version ${statement.version})` : '';
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, statement.companyId), eq(users.role, 'Administrator'), eq(users.status, 'active')));
  const fileName = `royalty-statement-${statement.month.slice(0, 7)}-v${statement.version}`;
  for (const admin of admins)
    await enqueueMail(tx as Db, {
      to: admin.email,
      subject: `Royalty statement for ${when}${version}`,
      text: [
        `Hello ${admin.firstName},`,
        statement.status === 'no-terms'
          ? `The royalty statement of ${officeName} for ${when} could not be worked out: no royalty terms were set for that month. The head office has been told and will send it once the terms are agreed.`
          : `The royalty statement of ${officeName} for ${when}${version} is attached (PDF and CSV). You can also see it in the back office: ${link}`,
        'Brightside Cleaning head office',
      ].join('\n\n'),
      category: 'royalty-statement',
      relatedId: statement.id,
      companyId: statement.companyId,
      attachments:
        statement.status === 'no-terms'
          ? []
          : [
              { kind: 'royalty-pdf', id: statement.id, fileName: `${fileName}.pdf` },
              { kind: 'royalty-csv', id: statement.id, fileName: `${fileName}.csv` },
            ],
    });
  if (statement.status !== 'no-terms') return;
  const head = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Super Administrator'), eq(users.status, 'active')));
  for (const person of head)
    await enqueueMail(tx as Db, {
      to: person.email,
      subject: `No royalty terms: ${officeName}, ${when}`,
      text: [
        `${officeName} has no royalty terms for ${when}, so its statement carries no figures.`,
        `Set the office's terms, then issue a correction of the statement: ${link}`,
      ].join('\n\n'),
      category: 'royalty-no-terms',
      relatedId: statement.id,
      companyId: null,
    });
}

/**
 * The scheduled work's part (issue 38): each franchise office's statement for the month before today (London), made
 * once. Each office's statement and its mails are written in one transaction, and version 1 is claimed by the unique
 * key (ON CONFLICT DO NOTHING): two runs at once make one statement and one set of mails, and a run that dies
 * part-way leaves whole statements only; the next run (any day of the month) makes the missing ones.
 */
export async function makeMonthlyStatements(db: Db, now = new Date()) {
  const month = previousMonth(londonToday(now));
  const missing = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .leftJoin(royaltyStatements, and(eq(royaltyStatements.companyId, companies.id), eq(royaltyStatements.month, month)))
    // Franchise offices that existed in the month and have no statement for it yet.
    .where(
      and(
        eq(companies.headOffice, false),
        isNull(royaltyStatements.id),
        lt(companies.createdAt, londonStart(addMonths(month, 1))),
      ),
    );
  let made = 0;
  for (const office of missing) {
    const created = await db.transaction(async (tx) => {
      const values = await statementValues(tx, office.id, month);
      const [row] = await tx.insert(royaltyStatements).values(values).onConflictDoNothing().returning();
      if (row) await queueStatementMails(tx, row, office.name);
      return Boolean(row);
    });
    if (created) made++;
  }
  return { month, made };
}

/** Whether a statement row is its month's latest version: a correction replaces the earlier versions on screen. */
export const isLatest = sql`not exists (select 1 from royalty_statements later where later.company_id = ${royaltyStatements.companyId} and later.month = ${royaltyStatements.month} and later.version > ${royaltyStatements.version})`;
