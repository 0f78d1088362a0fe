import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordSchema } from '@/lib/auth/schemas';
import { hashPassword } from '@/lib/server/auth/password';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/server/auth/password-policy';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/audit/service';

const firstAdminSchema = z.object({
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  companyCode: z
    .string()
    .trim()
    .min(1, 'Company code is required')
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Company code: letters, digits, - and _ only'),
  currencySymbol: z.string().trim().min(1).max(5).default('£'),
  email: z.email('Invalid email').max(254),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  password: passwordSchema,
});
export type FirstAdminInput = z.input<typeof firstAdminSchema>;

/**
 * Creates the first company (or reuses the one with that code) and its Super Administrator, for `npm run
 * db:create-admin`. Refuses when a Super Administrator exists already (more are added in the back office), and
 * refuses a weak password with the same rules as every other password. One transaction; recorded in the audit trail.
 */
export async function createFirstAdmin(db: Db, raw: FirstAdminInput) {
  const parsed = firstAdminSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const input = parsed.data;
  const email = input.email.toLowerCase();
  const problem = passwordProblem(input.password, [email, input.firstName, input.lastName, input.companyName]);
  if (problem) throw new Error(`Password refused: ${PASSWORD_MESSAGES[problem]}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existingAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'Super Administrator'))
      .limit(1);
    if (existingAdmin)
      throw new Error('A Super Administrator exists already; add more people in the back office (Users → New).');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (taken) throw new Error(`An account with ${email} exists already`);
    const [found] = await tx.select().from(companies).where(eq(companies.code, input.companyCode)).limit(1);
    const company =
      found ??
      (
        await tx
          .insert(companies)
          .values({ name: input.companyName, code: input.companyCode, currencySymbol: input.currencySymbol })
          .returning()
      )[0]!;
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'Super Administrator',
        status: 'active',
        companyId: company.id,
      })
      .returning();
    const who = { system: 'npm run db:create-admin' };
    if (!found) {
      await recordAudit(tx, who, {
        companyId: company.id,
        action: 'create',
        entityType: 'company',
        entityId: company.id,
        summary: `Created company ${company.name} (${company.code})`,
      });
    }
    await recordAudit(tx, who, {
      companyId: company.id,
      action: 'create',
      entityType: 'user',
      entityId: user!.id,
      summary: `Created Super Administrator ${user!.firstName} ${user!.lastName} (${email})`,
    });
    return { email, companyCode: company.code, companyCreated: !found, userId: user!.id };
  });
}
