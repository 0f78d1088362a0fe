import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateInvoiceInput } from '@/lib/invoices/schemas';
import type { Db } from '@/lib/server/db/client';
import { companies, invoices } from '@/lib/server/db/schema';
import { priceLines } from './money';

// What a new invoice is written with, shared by the office's creates (service.ts) and the draft a sign-off leaves
// (sign-off-draft.ts): its due date, its item rows and its number, which a late cancellation's fee invoice also takes
// (lib/server/visits/cancel.ts).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DUE_DAYS = 15;

/** Next number for the company, bumped under the company row's lock so concurrent creates never collide. */
export async function nextInvoiceNumber(tx: Tx, companyId: string) {
  for (;;) {
    const [row] = await tx
      .update(companies)
      .set({ lastInvoiceNumber: sql`${companies.lastInvoiceNumber} + 1` })
      .where(eq(companies.id, companyId))
      .returning({ n: companies.lastInvoiceNumber });
    const number = `INV-${String(row!.n).padStart(4, '0')}`;
    const [taken] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.invoiceNumber, number)))
      .limit(1);
    if (!taken) return number;
  }
}

export const itemValues = (
  invoiceId: string,
  priced: ReturnType<typeof priceLines<CreateInvoiceInput['items'][number]>>['priced'],
) =>
  priced.map((l, position) => ({
    invoiceId,
    position,
    title: l.title,
    description: l.description,
    service: l.service,
    quantityHundredths: l.quantityHundredths,
    pricePence: l.pricePence,
    totalPence: l.totalPence,
  }));
