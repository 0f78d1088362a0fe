import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/enquiry/createenquiry');
const addNote = endpoint('POST /api/enquiry/createenquirynote');
const history = endpoint('GET /api/enquiry/enquiryhistory');
const update = endpoint('PUT /api/enquiry/updateenquiry');

type Event = {
  id: string;
  kind: 'status' | 'note';
  status: string | null;
  note: string | null;
  actorName: string | null;
};
const historyOf = (token: string | undefined, id: string) => call<{ data: Event[] }>(history, { token, query: { id } });
const note = (token: string | undefined, body: unknown) => call<Event>(addNote, { method: 'POST', token, body });

async function enquiryWithAdmin() {
  const hq = await headOffice();
  const admin = await createUser('Administrator', { companyId: hq.id, firstName: 'Hattie', lastName: 'Ives' });
  const body = enquiryPayload();
  expect((await call(create, { method: 'POST', body })).status).toBe(200);
  return { hq, admin, id: body.id };
}

describe('GET /api/Enquiry/EnquiryHistory and POST /api/Enquiry/CreateEnquiryNote', () => {
  it("records each status change with who made it, and the office's notes, oldest first", async () => {
    const { admin, id } = await enquiryWithAdmin();
    expect((await historyOf(admin.token, id)).body.data).toEqual([]);
    expect((await call(update, { method: 'PUT', token: admin.token, body: { id, status: 'contacted' } })).status).toBe(
      200,
    );
    // The same status again is no change and writes nothing.
    await call(update, { method: 'PUT', token: admin.token, body: { id, status: 'contacted' } });
    const added = await note(admin.token, { enquiryId: id, note: '  Called back, wants a Friday visit.  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'note',
      note: 'Called back, wants a Friday visit.',
      actorName: 'Hattie Ives',
    });
    await call(update, { method: 'PUT', token: admin.token, body: { id, status: 'closed' } });

    const res = await historyOf(admin.token, id);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e) => [e.kind, e.status ?? e.note, e.actorName])).toEqual([
      ['status', 'contacted', 'Hattie Ives'],
      ['note', 'Called back, wants a Friday visit.', 'Hattie Ives'],
      ['status', 'closed', 'Hattie Ives'],
    ]);
  });

  it('answers 400 for an empty note or a bad id, 404 for an unknown enquiry, 403 to other companies and non-admins, 401 to visitors', async () => {
    const { hq, id } = await enquiryWithAdmin();
    const admin = await createUser('Administrator', { companyId: hq.id });
    expect((await note(admin.token, { enquiryId: id, note: '   ' })).status).toBe(400);
    expect((await note(admin.token, { enquiryId: 'nope', note: 'x' })).status).toBe(400);
    expect((await note(admin.token, { enquiryId: randomUUID(), note: 'x' })).status).toBe(404);
    expect((await historyOf(admin.token, randomUUID())).status).toBe(404);
    expect((await historyOf(admin.token, 'nope')).status).toBe(400);
    const other = await createUser('Administrator');
    expect((await note(other.token, { enquiryId: id, note: 'x' })).status).toBe(403);
    expect((await historyOf(other.token, id)).status).toBe(403);
    const cleaner = await createUser('Cleaner', { companyId: hq.id });
    expect((await historyOf(cleaner.token, id)).status).toBe(403);
    expect((await note(undefined, { enquiryId: id, note: 'x' })).status).toBe(401);
    const superAdmin = await createUser('Super Administrator');
    expect((await historyOf(superAdmin.token, id)).status).toBe(200);
  });
});
