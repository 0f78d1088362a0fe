import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { get, makeWorld, missingId, PNG, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listCompanies = endpoint('GET /api/company/companies');
const createCompany = endpoint('POST /api/company/createcompany');
const getCompany = endpoint('GET /api/company/getcompanybyid');
const updateCompany = endpoint('PUT /api/company/updatecompany');
const uploadLogo = endpoint('POST /api/company/upload');

type Company = {
  id: string;
  name: string;
  companyCodeNumber: string;
  currencySymbol: string;
  vatNumber: string | null;
  logoPath: string | null;
};

describe('Company', () => {
  it('lets a Super Administrator create and list every company; others see only their own', async () => {
    const w = await makeWorld();
    const res = await send<Company>(createCompany, w.superAdmin, {
      name: 'Gamma Ltd',
      companyCodeNumber: 'GAMMA',
      currencySymbol: '€',
      vatNumber: 'GB123',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyCodeNumber: 'GAMMA', currencySymbol: '€', vatNumber: 'GB123' });
    expect(res.body).not.toHaveProperty('lastInvoiceNumber');
    expect((await send(createCompany, w.superAdmin, { name: 'Dup', companyCodeNumber: 'GAMMA' })).status).toBe(409);
    expect((await send(createCompany, w.adminA, { name: 'Mine', companyCodeNumber: 'MINE' })).status).toBe(403);
    expect((await send(createCompany, w.superAdmin, { name: '', companyCodeNumber: 'has space' })).status).toBe(400);
    const all = await get<{ data: Company[] }>(listCompanies, w.superAdmin);
    expect(all.body.data.map((c) => c.companyCodeNumber)).toEqual(
      expect.arrayContaining(['GAMMA', w.a.code, w.b.code]),
    );
    const own = await get<{ data: Company[] }>(listCompanies, w.cleanerA);
    expect(own.body.data.map((c) => c.id)).toEqual([w.a.id]);
  });

  it('lets an Administrator update their own company only; 404 for a missing one', async () => {
    const w = await makeWorld();
    expect(
      (await send<Company>(updateCompany, w.adminA, { id: w.a.id, vatNumber: 'GB999' }, 'PUT')).body.vatNumber,
    ).toBe('GB999');
    expect((await send(updateCompany, w.adminA, { id: w.b.id, name: 'Mine now' }, 'PUT')).status).toBe(403);
    expect((await send(updateCompany, w.cleanerA, { id: w.a.id, name: 'x' }, 'PUT')).status).toBe(403);
    expect((await send(updateCompany, w.superAdmin, { id: missingId(), name: 'x' }, 'PUT')).status).toBe(404);
    expect((await get(getCompany, w.adminA, { id: w.b.id })).status).toBe(403);
    expect((await get(getCompany, w.clientA, { id: w.a.id })).status).toBe(200);
  });

  it('uploads a logo for the company (content-checked) and sets it', async () => {
    const w = await makeWorld();
    const form = new FormData();
    form.set('file', new File([PNG], 'logo.png', { type: 'image/png' }));
    const res = await call<{ dbPath: string }>(uploadLogo, { method: 'POST', rawBody: form, token: w.adminA.token });
    expect(res.status).toBe(200);
    expect(res.body.dbPath).toMatch(/\.png$/);
    expect((await get<Company>(getCompany, w.adminA, { id: w.a.id })).body.logoPath).toBe(res.body.dbPath);
    const fake = new FormData();
    fake.set('file', new File(['<script>'], 'logo.png', { type: 'image/png' }));
    expect((await call(uploadLogo, { method: 'POST', rawBody: fake, token: w.adminA.token })).status).toBe(415);
    const foreign = new FormData();
    foreign.set('file', new File([PNG], 'logo.png'));
    foreign.set('companyId', w.b.id);
    expect((await call(uploadLogo, { method: 'POST', rawBody: foreign, token: w.adminA.token })).status).toBe(403);
    expect((await call(uploadLogo, { method: 'POST', rawBody: form, token: w.cleanerA.token })).status).toBe(403);
  });
});
