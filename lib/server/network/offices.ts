import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { monthStart } from '@/lib/network/rules';
import type { openOfficeSchema } from '@/lib/network/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword } from '@/lib/server/auth/password';
import { RESET_PAGE_PATH } from '@/lib/server/auth/passwords';
import { pgErrorCode } from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/client';
import {
  companies,
  companyTerritories,
  franchiseRequests,
  passwordResetTokens,
  royaltyTerms,
  users,
} from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/errors';
import { refusal } from '@/lib/server/http/endpoint';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { londonToday } from '@/lib/server/overview/service';

/** An invitation to choose a password stays valid for a week: a new office's administrator may not read mail daily. */
const INVITE_TTL_MS = 7 * 86_400_000;

/** The districts among `districts` another office already covers, with that office's name. */
export async function overlapsOf(db: Db, districts: string[]) {
  if (!districts.length) return [];
  return db
    .select({ district: companyTerritories.district, companyId: companies.id, companyName: companies.name })
    .from(companyTerritories)
    .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
    .where(inArray(companyTerritories.district, districts))
    .orderBy(companyTerritories.district);
}

type Input = z.output<typeof openOfficeSchema>;

/**
 * Opens a franchise office in one transaction: the company, its first Administrator (no usable password: a link to
 * choose one is mailed, valid a week), its districts, its royalty terms, and (from a lead) the lead marked converted
 * and linked to the office. Districts another office covers are refused with the list (409 `overlaps`): the head
 * office resolves them first. Every part is written, or none.
 */
export async function openOffice(db: Db, actor: Actor, input: Input, origin: string, now = new Date()) {
  if (`${input.startsOn}-01` < monthStart(londonToday(now)))
    throw badRequest('Please correct the highlighted fields', {
      startsOn: ['Past months keep their terms: choose this month or a later one'],
    });
  const districts = [...new Set(input.districts)];
  const overlaps = await overlapsOf(db, districts);
  if (overlaps.length)
    return refusal(
      { status: 409, code: 'overlaps', message: 'Some districts are covered by another office', overlaps },
      409,
    );
  if (input.leadId) {
    const [lead] = await db.select().from(franchiseRequests).where(eq(franchiseRequests.id, input.leadId)).limit(1);
    if (!lead) throw notFound('Franchise lead not found');
    if (lead.convertedCompanyId) throw conflict('This lead has already been turned into an office');
  }
  const token = randomBytes(32).toString('base64');
  // Nobody can sign in with this: the administrator chooses their password from the invitation.
  const unusable = await hashPassword(randomBytes(24).toString('base64'));
  try {
    const office = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          code: input.code,
          address: input.address || null,
          email: input.email || null,
          phone: input.phone || null,
        })
        .returning();
      const [admin] = await tx
        .insert(users)
        .values({
          email: input.adminEmail,
          passwordHash: unusable,
          firstName: input.adminFirstName,
          lastName: input.adminLastName,
          role: 'Administrator',
          status: 'active',
          companyId: company!.id,
        })
        .returning();
      await tx.insert(companyTerritories).values(districts.map((district) => ({ district, companyId: company!.id })));
      await tx.insert(royaltyTerms).values({
        companyId: company!.id,
        startsOn: `${input.startsOn}-01`,
        royaltyBasisPoints: Math.round(input.royaltyPercent * 100),
        monthlyFeePence: Math.round(input.monthlyFee * 100),
        createdById: actor.id,
      });
      await tx.insert(passwordResetTokens).values({
        userId: admin!.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
      });
      const link = new URL(RESET_PAGE_PATH, origin);
      link.searchParams.set('token', token);
      link.searchParams.set('email', admin!.email);
      await enqueueMail(tx as unknown as Db, {
        to: admin!.email,
        subject: `Welcome to the Brightside network: ${company!.name}`,
        text: [
          `Hello ${admin!.firstName},`,
          `${company!.name} is open in the Brightside Cleaning back office, and you are its first administrator.`,
          `Choose your password here (the link works for 7 days): ${link}`,
          'Brightside Cleaning head office',
        ].join('\n\n'),
        category: 'office-invitation',
        relatedId: admin!.id,
        companyId: company!.id,
      });
      if (input.leadId)
        await tx
          .update(franchiseRequests)
          .set({ status: 'converted', convertedCompanyId: company!.id, updatedAt: now })
          .where(eq(franchiseRequests.id, input.leadId));
      await recordAudit(tx, actor, {
        companyId: company!.id,
        action: 'create',
        entityType: 'company',
        entityId: company!.id,
        summary: `Franchise office ${company!.name} opened by the head office (${districts.join(', ')}; ${input.royaltyPercent}% and £${input.monthlyFee.toFixed(2)} a month from ${input.startsOn})`,
      });
      return { id: company!.id, name: company!.name, adminId: admin!.id };
    });
    kickOutbox(db);
    return office;
  } catch (error) {
    // Another office took a district, or the code or e-mail is taken, between the check and the write.
    if (pgErrorCode(error) === '23505') {
      const taken = await overlapsOf(db, districts);
      if (taken.length)
        return refusal(
          { status: 409, code: 'overlaps', message: 'Some districts are covered by another office', overlaps: taken },
          409,
        );
      const [code] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, input.code));
      throw badRequest('Please correct the highlighted fields', {
        ...(code ? { code: ['Another office has this code'] } : {}),
        ...(!code ? { adminEmail: ['An account with this e-mail address exists'] } : {}),
      });
    }
    throw error;
  }
}
