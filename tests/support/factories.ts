import { randomUUID } from 'node:crypto';
import type { Role } from '@/lib/roles';
import { hashPassword } from '@/lib/server/auth/password';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';

export const TEST_PASSWORD = 'Test-Password-1';
let cachedHash: Promise<string> | undefined;

export async function createCompany(overrides: Partial<typeof companies.$inferInsert> = {}) {
  const db = await getDb();
  const code = overrides.code ?? `C${randomUUID().slice(0, 8).toUpperCase()}`;
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${code}`, code, currencySymbol: '£', ...overrides })
    .returning();
  return company!;
}

/** A user with a bearer token; Super Administrators get no company unless one is given. */
export async function createUser(role: Role, overrides: Partial<typeof users.$inferInsert> = {}) {
  const db = await getDb();
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const companyId =
    'companyId' in overrides ? overrides.companyId : role === 'Super Administrator' ? null : (await createCompany()).id;
  const [user] = await db
    .insert(users)
    .values({
      email: `${role.replace(' ', '-').toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`,
      passwordHash: await cachedHash,
      firstName: role.split(' ')[0]!,
      lastName: 'Tester',
      role,
      ...overrides,
      companyId,
    })
    .returning();
  return { user: user!, token: await signAccessToken(user!) };
}
