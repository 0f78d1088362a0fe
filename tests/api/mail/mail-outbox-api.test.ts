import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail';
import { makeWorld } from '@/tests/api/backoffice-world';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const getMail = endpoint('GET /api/mail/getmailbyid/[id]');
const listMails = endpoint('GET /api/mail/mails');
const retryMail = endpoint('POST /api/mail/retrymail/[id]');

type Row = {
  id: string;
  to: string;
  subject: string;
  status: string;
  category: string;
  lastError: string | null;
  text?: string;
  attempts: number;
};
type Page = { data: Row[]; totalRecords: number; totalPages: number; counts: Record<string, number> };

const list = (token: string | undefined, query: Record<string, string> = {}) =>
  call<Page>(listMails, { token, query: { pageNumber: '1', pageSize: '100', ...query } });
const byId = (token: string | undefined, id: string) =>
  call<Row & { text: string }>(getMail, { token, params: { id } });
const retry = (token: string | undefined, id: string) =>
  call<Row>(retryMail, { method: 'POST', token, params: { id } });

/** A mail of a company in each state the outbox knows; `failed` as SMTP leaves it after its last attempt. */
async function mailsOf(companyId: string | null, tag: string) {
  const db = await getDb();
  const make = async (status: 'stored' | 'pending' | 'sent' | 'failed', to: string) => {
    const row = await enqueueMail(db, {
      to,
      subject: `Subject ${status} ${tag}`,
      text: `Dear customer,\n\nBody ${status}`,
      category: 'enquiry-ack',
      companyId,
    });
    await db
      .update(mailOutbox)
      .set({
        status,
        lastError: status === 'failed' ? 'SMTP 550 mailbox unavailable' : null,
        attempts: status === 'failed' ? 6 : 0,
      })
      .where(eq(mailOutbox.id, row.id));
    return row.id;
  };
  return {
    stored: await make('stored', `stored-${tag}@example.test`),
    pending: await make('pending', `pending-${tag}@example.test`),
    sent: await make('sent', `sent-${tag}@example.test`),
    failed: await make('failed', `failed-${tag}@example.test`),
  };
}

describe('GET /api/Mail/Mails', () => {
  it("lists the company's mail with counts per tab, searches recipient and subject, filters and sorts", async () => {
    const w = await makeWorld();
    const tag = randomUUID().slice(0, 8);
    const ids = await mailsOf(w.a.id, tag);
    const all = await list(w.adminA.token, { search: tag });
    expect(all.status).toBe(200);
    expect(all.body.totalRecords).toBe(4);
    expect(all.body.counts).toEqual({ all: 4, waiting: 1, sent: 1, failed: 1, stored: 1 });
    expect(all.body.data[0]).not.toHaveProperty('text');

    const failed = await list(w.adminA.token, { search: tag, status: 'failed' });
    expect(failed.body.data.map((m) => m.id)).toEqual([ids.failed]);
    expect(failed.body.data[0]!.lastError).toBe('SMTP 550 mailbox unavailable');
    expect((await list(w.adminA.token, { search: `sent-${tag}@` })).body.data.map((m) => m.id)).toEqual([ids.sent]);
    expect((await list(w.adminA.token, { search: tag, status: 'waiting' })).body.data.map((m) => m.id)).toEqual([
      ids.pending,
    ]);

    const sorted = await list(w.adminA.token, { search: tag, sortBy: 'to', sortOrder: 'asc' });
    expect(sorted.body.data.map((m) => m.id)).toEqual([ids.failed, ids.pending, ids.sent, ids.stored]);
    const paged = await list(w.adminA.token, {
      search: tag,
      sortBy: 'to',
      sortOrder: 'asc',
      pageSize: '3',
      pageNumber: '2',
    });
    expect(paged.body).toMatchObject({ totalRecords: 4, totalPages: 2 });
    expect(paged.body.data.map((m) => m.id)).toEqual([ids.stored]);
  });

  it("shows an Administrator only their company's mail; a Super Administrator sees every company's and unowned mail", async () => {
    const w = await makeWorld();
    const tag = randomUUID().slice(0, 8);
    await mailsOf(w.a.id, tag);
    await mailsOf(w.b.id, tag);
    await mailsOf(null, tag);
    expect((await list(w.adminA.token, { search: tag })).body.totalRecords).toBe(4);
    expect((await list(w.adminB.token, { search: tag })).body.totalRecords).toBe(4);
    expect((await list(w.superAdmin.token, { search: tag })).body.totalRecords).toBe(12);
  });

  it('is for admins only and answers 400 for unknown filters', async () => {
    const w = await makeWorld();
    expect((await list(undefined)).status).toBe(401);
    expect((await list(w.cleanerA.token)).status).toBe(403);
    expect((await list(w.clientA.token)).status).toBe(403);
    expect((await list(w.adminA.token, { status: 'bounced' })).status).toBe(400);
    expect((await list(w.adminA.token, { sortBy: 'text' })).status).toBe(400);
    expect((await list(w.adminA.token, { pageSize: '1000' })).status).toBe(400);
  });

  it("holds the acknowledgement and office notice of a public enquiry, in the site company's outbox", async () => {
    const hq = await headOffice();
    const admin = await createUser('Administrator', { companyId: hq.id });
    const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    expect(
      (await call(createEnquiry, { method: 'POST', body: enquiryPayload({ email, name: 'Nora Quill' }) })).status,
    ).toBe(200);
    const res = await list(admin.token, { search: email });
    expect(res.body.data.map((m) => m.category)).toEqual(['enquiry-ack']);
    const office = await list(admin.token, { search: 'Nora Quill' });
    expect(office.body.data.map((m) => m.category)).toContain('enquiry-office');
    const other = await createUser('Administrator');
    expect((await list(other.token, { search: email })).body.totalRecords).toBe(0);
  });
});

describe('GET /api/Mail/GetMailById/{id}', () => {
  it("answers the mail with its text to its company's admins and Super Administrators", async () => {
    const w = await makeWorld();
    const ids = await mailsOf(w.a.id, randomUUID().slice(0, 8));
    const res = await byId(w.adminA.token, ids.sent);
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('Dear customer,\n\nBody sent');
    expect((await byId(w.superAdmin.token, ids.sent)).status).toBe(200);
  });

  it('answers 403 to another company, 403 to Cleaners and Clients, 401 to visitors, 404 for an unknown id, 400 for a bad id', async () => {
    const w = await makeWorld();
    const ids = await mailsOf(w.a.id, randomUUID().slice(0, 8));
    const unowned = await mailsOf(null, randomUUID().slice(0, 8));
    expect((await byId(w.adminB.token, ids.sent)).status).toBe(403);
    expect((await byId(w.adminA.token, unowned.sent)).status).toBe(403);
    expect((await byId(w.cleanerA.token, ids.sent)).status).toBe(403);
    expect((await byId(w.clientA.token, ids.sent)).status).toBe(403);
    expect((await byId(undefined, ids.sent)).status).toBe(401);
    expect((await byId(w.adminA.token, randomUUID())).status).toBe(404);
    expect((await byId(w.adminA.token, 'not-a-uuid')).status).toBe(400);
  });
});

describe('POST /api/Mail/RetryMail/{id}', () => {
  it('queues a failed mail again with a fresh count of attempts; a second retry is 409', async () => {
    const w = await makeWorld();
    const ids = await mailsOf(w.a.id, randomUUID().slice(0, 8));
    const res = await retry(w.adminA.token, ids.failed);
    expect(res.status).toBe(200);
    // No SMTP server in tests: the mail is kept as a stored record, as every new mail is.
    expect(res.body).toMatchObject({ id: ids.failed, status: 'stored', attempts: 0 });
    const [row] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed));
    expect(row!.status).toBe('stored');
    expect((await retry(w.adminA.token, ids.failed)).status).toBe(409);
  });

  it('refuses mail that has not failed (409), other companies (403), unknown (404) and bad ids (400), and non-admins', async () => {
    const w = await makeWorld();
    const ids = await mailsOf(w.a.id, randomUUID().slice(0, 8));
    for (const id of [ids.sent, ids.pending, ids.stored]) expect((await retry(w.adminA.token, id)).status).toBe(409);
    expect((await retry(w.adminB.token, ids.failed)).status).toBe(403);
    expect((await retry(w.cleanerA.token, ids.failed)).status).toBe(403);
    expect((await retry(undefined, ids.failed)).status).toBe(401);
    expect((await retry(w.adminA.token, randomUUID())).status).toBe(404);
    expect((await retry(w.adminA.token, 'nope')).status).toBe(400);
    expect((await retry(w.superAdmin.token, ids.failed)).status).toBe(200);
  });
});
