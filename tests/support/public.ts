import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { getDb } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { createCompany } from './factories';

/** The head-office company public submissions go to; created once per test database. */
export async function headOffice() {
  const db = await getDb();
  const [existing] = await db.select().from(companies).where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE));
  return existing ?? createCompany({ code: HEAD_OFFICE_COMPANY_CODE });
}

export const enquiryPayload = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Margaret Hughes',
  email: 'margaret@example.test',
  phone: '01603 555 0123',
  address: '12 Church Lane, Hethersett',
  postCode: 'NR9 3AB',
  messageDescription: 'End of tenancy clean for a three-bedroom house.',
  domainName: 'http://localhost:3000',
  services: ['Domestic Cleaning', 'Carpet Cleaning'],
  ...overrides,
});

export const franchisePayload = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  firstName: 'Tom',
  lastName: 'Fairweather',
  phone: '07700 900123',
  address: '3 Market Place, Wymondham',
  postCode: 'NR18 0AX',
  email: 'tom@example.test',
  messageDescription: 'I would like the franchise information pack for South Norfolk.',
  ...overrides,
});
