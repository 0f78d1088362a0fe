import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { shownInvoiceStatus } from '@/lib/invoices/rules';
import type { Db } from '@/lib/server/db/client';
import { companies, invoiceItems, invoices } from '@/lib/server/db/schema';
import { openUpload } from '@/lib/server/storage';
import { storagePathOf } from '@/lib/server/storage/references';
import { invoicePdfFileName } from './pdf-file-name';
import { registerPdfFonts } from './pdf-fonts';
import { InvoiceDocument, type InvoicePdfData } from './pdf-document';

type InvoiceRow = typeof invoices.$inferSelect;

/** The company's stored logo as PNG or JPEG bytes (react-pdf embeds no other format); null without one. */
async function logoOf(db: Db, logoPath: string | null): Promise<InvoicePdfData['logo']> {
  if (!logoPath || /^https?:/i.test(logoPath) || logoPath.startsWith('/images/')) return null;
  const file = await openUpload(db, storagePathOf(logoPath).toLowerCase()).catch(() => null);
  if (!file) return null;
  const format = file.contentType === 'image/png' ? 'png' : file.contentType === 'image/jpeg' ? 'jpg' : null;
  const data = Buffer.from(await new Response(file.body).arrayBuffer());
  return format ? { data, format } : null;
}

/**
 * Renders an invoice as a PDF (A4, embedded DejaVu Sans) with the company's name, logo, address and VAT number.
 * Access is checked by the caller. `now` decides whether a pending invoice past its due date reads Overdue.
 */
export async function renderInvoicePdf(db: Db, row: InvoiceRow, now = new Date()) {
  const [[company], items] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, row.companyId)).limit(1),
    db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row.id)).orderBy(asc(invoiceItems.position)),
  ]);
  const from = row.invoiceFrom ?? {};
  const data: InvoicePdfData = {
    invoiceNumber: row.invoiceNumber,
    status: shownInvoiceStatus(row.status, row.dueDate, now),
    createDate: row.createDate,
    dueDate: row.dueDate,
    company: {
      name: company?.name ?? from.name ?? '',
      address: company?.address ?? from.address ?? null,
      vatNumber: company?.vatNumber ?? null,
      email: company?.email ?? from.email ?? null,
      phone: company?.phone ?? from.phoneNumber ?? null,
      currencySymbol: company?.currencySymbol ?? '£',
    },
    logo: await logoOf(db, company?.logoPath ?? null),
    billTo: row.invoiceTo,
    items: items.map((i) => ({
      title: i.title,
      description: i.description,
      service: i.service,
      quantity: i.quantityHundredths / 100,
      pricePence: i.pricePence,
      totalPence: i.totalPence,
    })),
    subTotalPence: row.subTotalPence,
    shippingPence: row.shippingPence,
    discountPence: row.discountPence,
    taxesPence: row.taxesPence,
    totalPence: row.totalPence,
    notes: row.notes,
  };
  registerPdfFonts();
  const bytes = await renderToBuffer(createElement(InvoiceDocument, { data }) as Parameters<typeof renderToBuffer>[0]);
  return { fileName: invoicePdfFileName(row.invoiceNumber), bytes };
}

/** The PDF of an invoice by id, for the mail outbox (which renders attachments when it sends); null if it is gone. */
export async function renderInvoicePdfById(db: Db, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ? renderInvoicePdf(db, row) : null;
}
