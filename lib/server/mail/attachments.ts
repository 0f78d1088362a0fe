import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { MailAttachmentRef } from '@/lib/server/db/schema';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * Renders the files a mail refers to, at the moment it is sent (nodemailer's `attachments`). The PDF code is loaded
 * only here, on the first mail that needs it. A reference whose record is gone is left out; a rendering error throws,
 * so the outbox counts a failed attempt and retries later.
 */
export async function renderAttachments(db: Db, refs: readonly MailAttachmentRef[]): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const ref of refs) {
    if (ref.kind === 'invoice-pdf') {
      const { renderInvoicePdfById } = await import('@/lib/server/invoices/pdf');
      const pdf = await renderInvoicePdfById(db, ref.id);
      if (pdf) files.push({ filename: pdf.fileName, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' });
    }
    if (ref.kind === 'job-ics') {
      const { renderJobIcs } = await import('@/lib/server/bookings/mail');
      const ics = await renderJobIcs(db, ref.id);
      if (ics)
        files.push({
          filename: ref.fileName,
          content: Buffer.from(ics, 'utf8'),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        });
    }
    if (ref.kind === 'royalty-pdf' || ref.kind === 'royalty-csv') {
      const { renderStatementFile } = await import('@/lib/server/network/statement-files');
      const file = await renderStatementFile(db, ref.id, ref.kind === 'royalty-pdf' ? 'pdf' : 'csv');
      if (file) files.push({ filename: ref.fileName, content: Buffer.from(file.bytes), contentType: file.contentType });
    }
  }
  return files;
}
