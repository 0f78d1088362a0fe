import 'server-only';
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { fileUrl } from '@/lib/files/urls';
import {
  ENQUIRY_STATUS_VALUES,
  type CreateEnquiryInput,
  type ListEnquiriesInput,
  type UpdateEnquiryInput,
} from '@/lib/enquiries/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { enquiries, jobs } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/errors';
import { enqueueMail, insertWithMails, kickOutbox, type MailMessage } from '@/lib/server/mail';
import { assignUploadCompany, deleteUpload, findUpload } from '@/lib/server/storage';
import { recordEnquiryStatus } from './events';
import { mailFormat, type MailFormat } from '@/lib/server/mail/locale';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import {
  looksLikeEmail,
  officeAddress,
  resolveSiteCompany,
  type SiteCompany,
} from '@/lib/server/companies/site-company';

type EnquiryRow = typeof enquiries.$inferSelect;

/** The enquiry as the API returns it: the private CV path becomes a staff-only download link. */
export function toApiEnquiry(row: EnquiryRow) {
  const { cvPath, ...rest } = row;
  return { ...rest, cvLink: fileUrl(cvPath) };
}

/** Accepts `cv/...`, `/api/files/cv/...` or an absolute URL of it, as the CV upload returned it. */
function cvPathFrom(link: string): string | null {
  const path = link
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/?api\/files\//i, '')
    .replace(/^\//, '')
    .toLowerCase();
  return path.startsWith('cv/') ? path : null;
}

async function resolveCvPath(db: Db, input: CreateEnquiryInput): Promise<string | null> {
  if (input.category !== 'career') return null;
  const invalid = (msg: string) => badRequest('Please correct the highlighted fields', { cvLink: [msg] });
  if (!input.cvLink) throw invalid('CV file is required');
  const path = cvPathFrom(input.cvLink);
  const upload = path ? await findUpload(db, path) : null;
  if (!upload || upload.kind !== 'cv') throw invalid('Upload the CV first');
  const [taken] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.cvPath, upload.path), ne(enquiries.id, input.id)))
    .limit(1);
  if (taken) throw invalid('Upload the CV first');
  return upload.path;
}

const sameSubmission = (a: EnquiryRow, b: Omit<typeof enquiries.$inferInsert, 'companyId'>) =>
  a.name === b.name &&
  a.email === b.email &&
  a.phone === b.phone &&
  a.address === b.address &&
  a.postCode === b.postCode &&
  a.messageDescription === b.messageDescription &&
  a.category === b.category &&
  (a.cvPath ?? null) === (b.cvPath ?? null) &&
  JSON.stringify(a.services) === JSON.stringify(b.services ?? []);

/**
 * Stores a public enquiry or job application in the site's company, with an office notice and an acknowledgement
 * in the mail outbox, atomically. Idempotent on the browser-generated id: a retry with the same content answers
 * success again without a second record or second mails; the same id with different content is 409.
 * An enquiry and its mails are one statement (insertWithMails); an application, which also hands its CV upload to
 * the company, is a transaction.
 */
export async function createEnquiry(db: Db, input: CreateEnquiryInput) {
  const company = await resolveSiteCompany(db, input.domainName);
  const values = {
    id: input.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    postCode: (input.postCode || input.postcode)!,
    messageDescription: input.messageDescription,
    domainName: input.domainName ?? null,
    category: input.category ?? 'general',
    services: [...new Set(input.services ?? [])],
    cvPath: await resolveCvPath(db, input),
  } satisfies Omit<typeof enquiries.$inferInsert, 'companyId'>;
  const row = { ...values, companyId: company?.id ?? null };
  const mails = enquiryMails(row, company, await mailFormat(input.locale));

  const created = row.cvPath
    ? await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(enquiries)
          .values(row)
          .onConflictDoNothing({ target: enquiries.id })
          .returning({ id: enquiries.id });
        if (!inserted) return false;
        await assignUploadCompany(tx, row.cvPath!, row.companyId);
        for (const mail of mails) await enqueueMail(tx, mail);
        return true;
      })
    : await insertWithMails(
        db,
        db.insert(enquiries).values(row).onConflictDoNothing({ target: enquiries.id }).returning({ id: enquiries.id }),
        mails,
      );
  if (!created) {
    const [existing] = await db.select().from(enquiries).where(eq(enquiries.id, input.id)).limit(1);
    if (!existing || !sameSubmission(existing, values)) throw conflict('This enquiry id has already been used');
    return { success: true, id: input.id };
  }
  kickOutbox(db);
  return { success: true, id: input.id };
}

type NewEnquiry = Omit<EnquiryRow, 'status' | 'jobId' | 'autofill' | 'estimateServices' | 'createdAt' | 'updatedAt'>;

/** The office's notice, and an acknowledgement when the address looks like one. */
function enquiryMails(row: NewEnquiry, company: SiteCompany | null, m: MailFormat): [MailMessage, ...MailMessage[]] {
  const career = row.category === 'career';
  const mails: [MailMessage, ...MailMessage[]] = [
    {
      to: officeAddress(company),
      subject: career ? `New job application from ${row.name}` : `New enquiry from ${row.name}`,
      text: officeNotice(row),
      category: career ? 'application-office' : 'enquiry-office',
      relatedId: row.id,
      companyId: row.companyId,
    },
  ];
  if (looksLikeEmail(row.email)) {
    mails.push({
      to: row.email,
      subject: m.t(career ? 'forms.applicationSubject' : 'forms.enquirySubject'),
      text: acknowledgement(row, m),
      category: career ? 'application-ack' : 'enquiry-ack',
      relatedId: row.id,
      companyId: row.companyId,
    });
  }
  return mails;
}

function officeNotice(row: NewEnquiry) {
  return [
    row.category === 'career'
      ? 'A new job application arrived on the website.'
      : 'A new enquiry arrived on the website.',
    '',
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    `Phone: ${row.phone}`,
    `Address: ${row.address}, ${row.postCode}`,
    row.services.length ? `Services: ${row.services.join(', ')}` : null,
    row.cvPath ? 'CV: attached to the application in the dashboard (Enquiries).' : null,
    '',
    row.messageDescription,
  ]
    .filter((l) => l !== null)
    .join('\n');
}

/** In the language of the page the visitor wrote from (the office's notice stays in the office's English). */
function acknowledgement(row: NewEnquiry, m: MailFormat) {
  const body = m.t(row.category === 'career' ? 'forms.applicationBody' : 'forms.enquiryBody');
  return `${m.t('common.greeting', { name: row.name })}\n\n${body}\n\nBrightside Cleaning`;
}

/**
 * Enquiries of the admin's company (every company for Super Administrators), newest first unless sorted:
 * `{ data, totalRecords, totalPages, counts }`. `search` matches name, e-mail, phone, post code and message;
 * `counts` has the number per status under the other filters (the inbox's status tabs).
 */
export async function listEnquiries(db: Db, actor: Actor, input: ListEnquiriesInput) {
  const where: (SQL | undefined)[] = [companyFilter(actor, enquiries.companyId)];
  if (input.category) where.push(eq(enquiries.category, input.category));
  if (input.search) {
    const term = likeTerm(input.search);
    where.push(
      or(
        ilike(enquiries.name, term),
        ilike(enquiries.email, term),
        ilike(enquiries.phone, term),
        ilike(enquiries.postCode, term),
        ilike(enquiries.messageDescription, term),
      ),
    );
  }
  const withoutStatus = and(...where);
  const filter = input.status ? and(withoutStatus, eq(enquiries.status, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    { createdAt: enquiries.createdAt, name: sql`lower(${enquiries.name})`, status: enquiries.status },
    [desc(enquiries.createdAt), desc(enquiries.id)],
  );
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ status: enquiries.status, value: count() })
      .from(enquiries)
      .where(withoutStatus)
      .groupBy(enquiries.status),
  ]);
  const counts = Object.fromEntries(
    ENQUIRY_STATUS_VALUES.map((st) => [st, byStatus.find((r) => r.status === st)?.value ?? 0]),
  ) as Record<(typeof ENQUIRY_STATUS_VALUES)[number], number>;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  const totalRecords = input.status ? counts[input.status] : all;
  return { ...pageResult(rows.map(toApiEnquiry), totalRecords, input.pageSize), counts: { all, ...counts } };
}

async function loadForAdmin(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  if (!row) throw notFound('Failed to fetch Enquiry by ID');
  assertCompanyAdmin(actor, row.companyId);
  return row;
}

export async function getEnquiryById(db: Db, actor: Actor, id: string) {
  return toApiEnquiry(await loadForAdmin(db, actor, id));
}

/** Status, linked job (which must belong to the enquiry's company), autofill, estimate services and contact fields. */
export async function updateEnquiry(db: Db, actor: Actor, input: UpdateEnquiryInput) {
  const current = await loadForAdmin(db, actor, input.id);
  const { id, ...changes } = input;
  if (changes.jobId) {
    const [job] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, changes.jobId)).limit(1);
    if (!job || job.companyId !== current.companyId) {
      throw badRequest('Please correct the highlighted fields', { jobId: ['Choose a job of this company'] });
    }
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(enquiries)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(enquiries.id, id))
      .returning();
    if (changes.status && changes.status !== current.status) await recordEnquiryStatus(tx, id, changes.status, actor);
    return updated;
  });
  return toApiEnquiry(row!);
}

/** Deletes an enquiry; an application's CV goes with it (nobody needs a CV whose application is gone). */
export async function deleteEnquiry(db: Db, actor: Actor, id: string) {
  const current = await loadForAdmin(db, actor, id);
  await db.delete(enquiries).where(eq(enquiries.id, id));
  if (current.cvPath) await deleteUpload(db, current.cvPath);
  return { success: true, id };
}
