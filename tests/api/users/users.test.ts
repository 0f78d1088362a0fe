import { describe, expect, it } from 'vitest';
import { makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createUser = endpoint('POST /api/user/createuser');
const deleteUser = endpoint('POST /api/user/deleteuser');
const updateUser = endpoint('PUT /api/user/updateuser');
const listUsers = endpoint('POST /api/user/users');

type List = { data: { id: string; role: string; companyId: string | null }[]; totalRecords: number };

describe('POST /api/user/users', () => {
  it('lists only the Administrator’s company, filters by role, never leaks passwords', async () => {
    const w = await makeWorld();
    const res = await send<List>(listUsers, w.adminA, { pageNumber: 1, pageSize: 100 });
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(5);
    expect(res.body.data.every((u) => u.companyId === w.a.id)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cleaners = await send<List>(listUsers, w.adminA, { pageNumber: 1, pageSize: 100, role: 'Cleaner' });
    expect(cleaners.body.data.map((u) => u.role)).toEqual(['Cleaner', 'Cleaner']);
  });

  it('pages from 1, lets a Super Administrator see every company, and caps pageSize at 100', async () => {
    const w = await makeWorld();
    const all = await send<List>(listUsers, w.superAdmin, { pageNumber: 1, pageSize: 100 });
    expect(all.body.data.some((u) => u.companyId === w.b.id) && all.body.data.some((u) => u.companyId === w.a.id)).toBe(
      true,
    );
    const page = await send<List>(listUsers, w.superAdmin, { pageNumber: 2, pageSize: 4 });
    expect(page.body.totalRecords).toBe(all.body.totalRecords);
    expect(page.body.data[0]!.id).toBe(all.body.data[4]!.id);
    expect(page.body.data).toHaveLength(4);
    expect((await send(listUsers, w.superAdmin, { pageNumber: 1, pageSize: 101 })).status).toBe(400);
    expect((await send(listUsers, w.superAdmin, { pageNumber: 0, pageSize: 10 })).status).toBe(400);
  });

  it.each(['cleanerA', 'clientA'] as const)('answers 403 to a %s and 401 to a visitor', async (who) => {
    const w = await makeWorld();
    expect((await send(listUsers, w[who], {})).status).toBe(403);
    expect((await send(listUsers, undefined, {})).status).toBe(401);
  });
});

describe('POST /api/user/createUser', () => {
  let n = 0;
  const email = () => `nina${++n}@example.test`;
  const person = {
    firstName: 'Nina',
    lastName: 'Reed',
    email: 'nina@example.test',
    password: 'Long-Enough-1',
    role: 'Cleaner',
    phoneNumber: '01603 000000',
  };

  it('creates a user in the Administrator’s own company, without password fields in the reply', async () => {
    const w = await makeWorld();
    const res = await send(createUser, w.adminA, person);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'nina@example.test',
      role: 'Cleaner',
      companyId: w.a.id,
      status: 'active',
      phoneNumber: '01603 000000',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('answers 409 for a duplicate email in any case, and 400 with field errors for bad input', async () => {
    const w = await makeWorld();
    const mail = email();
    expect((await send(createUser, w.adminA, { ...person, email: mail })).status).toBe(201);
    expect((await send(createUser, w.adminA, { ...person, email: mail.toUpperCase() })).status).toBe(409);
    const bad = await send<{ fieldErrors: Record<string, string[]> }>(createUser, w.adminA, {
      email: 'x',
      role: 'Boss',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(
      expect.arrayContaining(['email', 'role', 'firstName', 'lastName']),
    );
  });

  it('never lets an Administrator create a Super Administrator or a user in another company', async () => {
    const w = await makeWorld();
    expect((await send(createUser, w.adminA, { ...person, role: 'Super Administrator' })).status).toBe(403);
    expect((await send(createUser, w.adminA, { ...person, companyId: w.b.id })).status).toBe(403);
    expect((await send(createUser, w.adminA, { ...person, companyCodeNumber: w.b.code })).status).toBe(403);
  });

  it('lets a Super Administrator create anyone in a named company, and requires the company', async () => {
    const w = await makeWorld();
    const res = await send(createUser, w.superAdmin, {
      ...person,
      email: email(),
      role: 'Administrator',
      companyCodeNumber: w.b.code,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyId: w.b.id, companyCodeNumber: w.b.code });
    expect((await send(createUser, w.superAdmin, { ...person, email: 'other@example.test' })).status).toBe(400);
    expect(
      (await send(createUser, w.superAdmin, { ...person, email: 'sa2@example.test', role: 'Super Administrator' }))
        .status,
    ).toBe(201);
  });

  it.each(['cleanerA', 'clientA'] as const)('answers 403 to a %s', async (who) => {
    const w = await makeWorld();
    expect((await send(createUser, w[who], person)).status).toBe(403);
  });
});

describe('PUT /api/user/updateUser', () => {
  it('lets a user edit their own profile but not their own role, status or company', async () => {
    const w = await makeWorld();
    const id = w.cleanerA.user.id;
    const ok = await send(
      updateUser,
      w.cleanerA,
      { id, firstName: 'Cleopatra', city: 'Norwich', role: 'Cleaner' },
      'PUT',
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Cleopatra', city: 'Norwich', role: 'Cleaner' });
    expect((await send(updateUser, w.cleanerA, { id, role: 'Administrator' }, 'PUT')).status).toBe(403);
    expect((await send(updateUser, w.cleanerA, { id, status: 'banned' }, 'PUT')).status).toBe(403);
    expect((await send(updateUser, w.cleanerA, { id, companyId: w.b.id }, 'PUT')).status).toBe(403);
    expect((await send(updateUser, w.adminA, { id: w.adminA.user.id, role: 'Cleaner' }, 'PUT')).status).toBe(403);
  });

  it('lets an Administrator manage their company’s users only; never granting Super Administrator', async () => {
    const w = await makeWorld();
    const res = await send(updateUser, w.adminA, { id: w.cleanerA.user.id, status: 'banned', role: 'Client' }, 'PUT');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'banned', role: 'Client' });
    expect((await send(updateUser, w.adminA, { id: w.cleanerB.user.id, firstName: 'X' }, 'PUT')).status).toBe(403);
    expect(
      (await send(updateUser, w.adminA, { id: w.cleanerA2.user.id, role: 'Super Administrator' }, 'PUT')).status,
    ).toBe(403);
    expect((await send(updateUser, w.adminA, { id: w.superAdmin.user.id, firstName: 'X' }, 'PUT')).status).toBe(403);
  });

  it('answers 403 to a Cleaner editing someone else, 404 for a missing user, 409 for a taken email, 400 for bad input', async () => {
    const w = await makeWorld();
    expect((await send(updateUser, w.cleanerA, { id: w.cleanerA2.user.id, firstName: 'X' }, 'PUT')).status).toBe(403);
    expect((await send(updateUser, w.adminA, { id: missingId(), firstName: 'X' }, 'PUT')).status).toBe(404);
    expect(
      (await send(updateUser, w.cleanerA, { id: w.cleanerA.user.id, email: w.clientA.user.email.toUpperCase() }, 'PUT'))
        .status,
    ).toBe(409);
    expect((await send(updateUser, w.cleanerA, { id: 'nope', email: 'bad' }, 'PUT')).status).toBe(400);
  });
});

describe('POST /api/user/deleteUser', () => {
  it('deletes a user of the company, never yourself nor another company’s', async () => {
    const w = await makeWorld();
    expect((await send(deleteUser, w.adminA, { id: w.adminA.user.id, role: 'Administrator' })).status).toBe(403);
    expect((await send(deleteUser, w.adminA, { id: w.cleanerB.user.id, role: 'Cleaner' })).status).toBe(403);
    expect((await send(deleteUser, w.adminA, { id: w.cleanerA.user.id, role: 'Client' })).status).toBe(400);
    expect((await send(deleteUser, w.adminA, { id: w.cleanerA.user.id, role: 'Cleaner' })).status).toBe(200);
    const list = await send<List>(listUsers, w.adminA, {});
    expect(list.body.data.map((u) => u.id)).not.toContain(w.cleanerA.user.id);
    expect((await send(deleteUser, w.adminA, { id: w.cleanerA.user.id })).status).toBe(404);
    expect((await send(deleteUser, w.cleanerA2, { id: w.clientA.user.id })).status).toBe(403);
  });
});
