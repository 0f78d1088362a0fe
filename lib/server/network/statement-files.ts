import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '@/lib/server/db/client';
import { companies, royaltyStatements } from '@/lib/server/db/schema';
import { registerPdfFonts } from '@/lib/server/invoices/pdf-fonts';
import { csvField } from '@/lib/server/network/csv';
import { StatementDocument } from '@/lib/server/network/statement-document';

type Statement = typeof royaltyStatements.$inferSelect;

export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T12:00:00Z`),
  );

export const statementFileName = (s: Pick<Statement, 'month' | 'version'>, office: string, ext: 'pdf' | 'csv') =>
  `royalty-statement-${office
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${s.month.slice(0, 7)}-v${s.version}.${ext}`;

const pounds = (p: number | null) => (p == null ? '' : (p / 100).toFixed(2));

/** The statement as CSV: the lines by service, then the sums, in pounds (headers in English, as the accounts). */
export function statementCsv(s: Statement, office: string) {
  const rows: (string | number)[][] = [
    ['Office', office],
    ['Month', s.month.slice(0, 7)],
    ['Version', s.version],
    ['Status', s.paidAt ? 'paid' : s.status],
    [],
    ['Service', 'Paid revenue without VAT (£)'],
    ...s.lines.map((l) => [l.service || 'other', pounds(l.pence)]),
    ['Paid revenue', pounds(s.paidRevenuePence)],
    [],
    ['Royalty rate (%)', s.royaltyBasisPoints == null ? '' : (s.royaltyBasisPoints / 100).toFixed(2)],
    ['Royalty (£)', pounds(s.royaltyPence)],
    ['Monthly fee (£)', pounds(s.feePence)],
    [`VAT ${s.vatRatePercent}% (£)`, pounds(s.vatPence)],
    ['Total (£)', pounds(s.totalPence)],
  ];
  if (s.status === 'no-terms') rows.push([], ['Note', 'No royalty terms were set for this month: no figure is given.']);
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The statement as a PDF, issued by the head office (the company marked as such). */
export async function statementPdf(db: Db, s: Statement) {
  const [[office], [issuer]] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, s.companyId)).limit(1),
    db.select().from(companies).where(eq(companies.headOffice, true)).limit(1),
  ]);
  registerPdfFonts();
  const data = {
    ...s,
    issuer: {
      name: issuer?.name ?? 'Brightside Cleaning',
      address: issuer?.address ?? null,
      vatNumber: issuer?.vatNumber ?? null,
    },
    office: { name: office?.name ?? '', address: office?.address ?? null },
    monthName: monthName(s.month),
  };
  const doc = createElement(StatementDocument, { data }) as Parameters<typeof renderToBuffer>[0];
  return renderToBuffer(doc);
}

/** A statement's file for the mail outbox, rendered when the mail is sent; null when the statement is gone. */
export async function renderStatementFile(db: Db, id: string, kind: 'pdf' | 'csv') {
  const [row] = await db
    .select({ s: royaltyStatements, office: companies.name })
    .from(royaltyStatements)
    .innerJoin(companies, eq(companies.id, royaltyStatements.companyId))
    .where(eq(royaltyStatements.id, id))
    .limit(1);
  if (!row) return null;
  if (kind === 'csv')
    return { bytes: Buffer.from(statementCsv(row.s, row.office), 'utf8'), contentType: 'text/csv; charset=utf-8' };
  return { bytes: await statementPdf(db, row.s), contentType: 'application/pdf' };
}
