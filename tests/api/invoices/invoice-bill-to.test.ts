import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { get, send, type Person } from '@/tests/api/backoffice-world';
import { createCompany, createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const createInvoice = endpoint('POST /api/invoice/createinvoice');
const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');
const invoicePdf = endpoint('GET /api/invoice/pdf');
const createJob = endpoint('POST /api/job/createjob');

type Party = { name?: string; email?: string; address?: string; phoneNumber?: string } | null;
type Invoice = { id: string; clientId: string | null; invoiceTo: Party };
const ITEMS = [{ title: 'Spring clean', quantity: 1, price: 120 }];

async function setup(client: Partial<Parameters<typeof createUser>[1]> = {}) {
  const company = await createCompany({ name: 'Gamma Cleaning' });
  const admin = await createUser('Administrator', { companyId: company.id });
  const customer = await createUser('Client', {
    companyId: company.id,
    firstName: 'Huong',
    lastName: 'Nguyễn',
    phoneNumber: '07700 900123',
    ...client,
  });
  const job = await send<{ id: string }>(createJob, admin, {
    title: 'Spring clean – 4 Elm Row',
    service: 'House Cleaning',
    location: '4 Elm Row, Norwich NR2 1AA',
    userClientId: customer.user.id,
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  return { admin, customer, jobId: job.body.id };
}

async function pdfOf(who: Person, id: string) {
  const url = new URL('http://localhost/api/invoice/pdf');
  url.searchParams.set('id', id);
  const res = await invoicePdf(new Request(url, { headers: { authorization: `Bearer ${who.token}` } }), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text;
}

describe('POST /api/invoice/createinvoice: the bill-to of an invoice for a job with a client', () => {
  it("defaults to the job's client (name, e-mail, address) when none is sent, on screen and in the PDF", async () => {
    const { admin, customer, jobId } = await setup({ address: '12 Mill Lane', city: 'Wymondham', zipCode: 'NR18 0AB' });
    const res = await send<Invoice>(createInvoice, admin, { jobId, items: ITEMS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const billTo = {
      name: 'Huong Nguyễn',
      email: customer.user.email,
      phoneNumber: '07700 900123',
      address: '12 Mill Lane, Wymondham, NR18 0AB',
    };
    expect(res.body).toMatchObject({ clientId: customer.user.id, invoiceTo: billTo });
    const read = await get<Invoice>(getInvoice, admin, { id: res.body.id });
    expect(read.body.invoiceTo).toEqual(billTo);
    const text = await pdfOf(admin, res.body.id);
    for (const part of ['Huong Nguyễn', customer.user.email, '12 Mill Lane, Wymondham, NR18 0AB'])
      expect(text).toContain(part);
  });

  it("takes the job's address when the client has none, and treats a bill-to of empty fields as none", async () => {
    const { admin, customer, jobId } = await setup();
    const res = await send<Invoice>(createInvoice, admin, {
      jobId,
      items: ITEMS,
      invoiceTo: { name: '', email: '', address: '', company: '', phoneNumber: '' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.invoiceTo).toMatchObject({
      name: 'Huong Nguyễn',
      email: customer.user.email,
      address: '4 Elm Row, Norwich NR2 1AA',
    });
  });

  it('keeps a bill-to that was sent, and has none for an invoice with no client', async () => {
    const { admin, jobId } = await setup();
    const sent = { name: 'Elm Row Lettings', email: 'accounts@elmrow.example', address: '1 Market Place, Norwich' };
    const given = await send<Invoice>(createInvoice, admin, { jobId, items: ITEMS, invoiceTo: sent });
    expect(given.body.invoiceTo).toMatchObject(sent);
    const noClient = await send<Invoice>(createInvoice, admin, { items: ITEMS });
    expect(noClient.status).toBe(201);
    expect(noClient.body.invoiceTo).toBeNull();
  });
});
