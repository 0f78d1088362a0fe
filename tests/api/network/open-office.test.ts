// Opening a franchise office from a lead in one step (issue 38): overlapping districts are refused with the list,
// everything else is written together, and the new administrator signs in from the invitation.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import {
  companies,
  companyTerritories,
  franchiseRequests,
  mailOutbox,
  royaltyTerms,
  users,
} from '@/lib/server/db/schema';
import { londonToday } from '@/lib/server/overview/service';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const open = endpoint('POST /api/network/offices');
const overlaps = endpoint('GET /api/network/offices/overlaps');
const reset = endpoint('POST /api/auth/resetPassword');
const login = endpoint('POST /api/auth/login');

let w: World;
let leadId: string;
const thisMonth = londonToday().slice(0, 7);

const office = (over: Record<string, unknown> = {}) => ({
  leadId,
  name: 'Brightside Cromer',
  code: 'CRO',
  address: '1 Church Street, Cromer NR27 9ER',
  email: 'cromer@example.test',
  phone: '01263 555 0100',
  adminFirstName: 'Nina',
  adminLastName: 'Shaw',
  adminEmail: `nina-${randomUUID().slice(0, 6)}@example.test`,
  districts: ['nr27', 'NR 11'],
  startsOn: thisMonth,
  royaltyPercent: 6,
  monthlyFee: 150,
  ...over,
});

beforeAll(async () => {
  w = await makeWorld();
  const db = await getDb();
  await db.insert(companyTerritories).values({ district: 'NR11', companyId: w.a.id });
  leadId = randomUUID();
  await db.insert(franchiseRequests).values({
    id: leadId,
    firstName: 'Nina',
    lastName: 'Shaw',
    phone: '07700 900000',
    address: '1 Church Street, Cromer',
    postCode: 'NR27 9ER',
    email: 'nina@example.test',
    messageDescription: 'I would like to open an office in Cromer.',
  });
});

describe('POST /api/network/offices', () => {
  it('shows the districts another office covers, and refuses them until resolved', async () => {
    const check = await get<{ district: string; companyName: string }[]>(overlaps, w.superAdmin, {
      districts: 'NR27, nr11',
    });
    expect(check.status).toBe(200);
    expect(check.body).toEqual([{ district: 'NR11', companyId: w.a.id, companyName: 'Alpha Cleaning' }]);
    const refused = await send<{ code: string; overlaps: { district: string }[] }>(open, w.superAdmin, office());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('overlaps');
    expect(refused.body.overlaps.map((o) => o.district)).toEqual(['NR11']);
    const db = await getDb();
    expect(await db.select().from(companies).where(eq(companies.code, 'CRO'))).toHaveLength(0);
  });

  it('opens the office, invites its administrator and marks the lead converted', async () => {
    const input = office({ districts: ['NR27', 'NR26'] });
    const res = await send<{ id: string; name: string }>(open, w.superAdmin, input);
    expect(res.status).toBe(201);
    const db = await getDb();
    const [company] = await db.select().from(companies).where(eq(companies.id, res.body.id));
    expect(company).toMatchObject({ name: 'Brightside Cromer', code: 'CRO', headOffice: false });
    const districts = await db.select().from(companyTerritories).where(eq(companyTerritories.companyId, company!.id));
    expect(districts.map((d) => d.district).sort()).toEqual(['NR26', 'NR27']);
    expect(await db.select().from(royaltyTerms).where(eq(royaltyTerms.companyId, company!.id))).toMatchObject([
      { startsOn: `${thisMonth}-01`, royaltyBasisPoints: 600, monthlyFeePence: 15_000 },
    ]);
    const [lead] = await db.select().from(franchiseRequests).where(eq(franchiseRequests.id, leadId));
    expect(lead).toMatchObject({ status: 'converted', convertedCompanyId: company!.id });
    const [admin] = await db
      .select()
      .from(users)
      .where(eq(users.email, input.adminEmail as string));
    expect(admin).toMatchObject({ role: 'Administrator', companyId: company!.id });

    // The invitation's link lets the administrator choose a password, then sign in.
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, admin!.id));
    expect(mail!.category).toBe('office-invitation');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const password = 'Cromer-Office-2026!';
    const chosen = await send(reset, undefined, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
      confirmPassword: password,
    });
    expect(chosen.status).toBe(200);
    const signedIn = await send(login, undefined, {
      username: input.adminEmail,
      password,
      domainName: 'http://localhost:3000',
    });
    expect(signedIn.status).toBe(200);

    // The lead is converted once.
    const again = await send(open, w.superAdmin, office({ code: 'CRO2', districts: ['NR25'] }));
    expect(again.status).toBe(409);
  });

  it('is for the head office only', async () => {
    expect((await send(open, w.adminA, office({ leadId: undefined, code: 'XYZ' }))).status).toBe(403);
    expect((await get(overlaps, w.adminA, { districts: 'NR1' })).status).toBe(403);
  });
});
