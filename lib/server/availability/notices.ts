import 'server-only';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { FAILURE_NOTICE_HOURS, type ReadError } from '@/lib/availability/rules';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { availabilityCalendars, users } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail';
import { READ_ERROR_TEXT } from './service';

// Telling the office, in English like the office's other mail: once per calendar that has failed for a day.

const ADMIN_LIMIT = 5;

/** The company's active Administrators' addresses (at most 5). */
export async function adminAddresses(db: Pick<Db, 'select'>, companyId: string) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'Administrator'), eq(users.status, 'active')))
    .limit(ADMIN_LIMIT);
  return rows.map((r) => r.email);
}

export const profileLink = (userId: string) =>
  `${env().SITE_URL ?? 'http://localhost:3000'}/dashboard/user/${userId}/edit`;

/**
 * Mails the office about each calendar failing for 24 hours and not yet reported, claimed by a conditional update in
 * the mail's transaction (two runs at once mail once). A good read clears the claim, so a later outage is told again.
 */
export async function queueFailureNotices(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - FAILURE_NOTICE_HOURS * 3_600_000);
  const failing = await db
    .select({
      id: availabilityCalendars.id,
      companyId: availabilityCalendars.companyId,
      userId: availabilityCalendars.userId,
      name: availabilityCalendars.name,
      address: availabilityCalendars.urlHint,
      lastError: availabilityCalendars.lastError,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(availabilityCalendars)
    .innerJoin(users, eq(users.id, availabilityCalendars.userId))
    .where(and(lte(availabilityCalendars.failingSince, since), isNull(availabilityCalendars.failureNotifiedAt)))
    .limit(200);
  let queued = 0;
  for (const c of failing) {
    const to = await adminAddresses(db, c.companyId);
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(availabilityCalendars)
        .set({ failureNotifiedAt: now })
        .where(and(eq(availabilityCalendars.id, c.id), isNull(availabilityCalendars.failureNotifiedAt)))
        .returning({ id: availabilityCalendars.id });
      if (!claimed || !to.length) return false;
      const who = `${c.firstName} ${c.lastName}`.trim();
      const reason = READ_ERROR_TEXT[(c.lastError ?? 'server_error') as ReadError] ?? c.lastError;
      for (const address of to)
        await enqueueMail(tx as unknown as Db, {
          to: address,
          subject: `${who}'s calendar has not been read for a day`,
          text: [
            `${who}'s calendar "${c.name || c.address}" has failed to read for ${FAILURE_NOTICE_HOURS} hours: ${reason}.`,
            'The busy times from its last good read still count. The calendar can be checked or removed on their profile:',
            profileLink(c.userId),
            BRAND,
          ].join('\n\n'),
          category: 'availability-read-failing',
          relatedId: c.id,
          companyId: c.companyId,
        });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
