import 'server-only';
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { chatMessages, clockRecords, rotaShifts, users } from '@/lib/server/db/schema';
import { fullName } from '@/lib/server/auth/access';
import { loadChecklists } from './team';
import { findVisibleJob } from './queries';

/** The sign-off screen shows at most this many photos; the chat keeps them all. */
const MAX_PHOTOS = 60;

/**
 * What a visit amounts to, for the person signing it off: the checklist, the photos shared in its chat (newest
 * first) and the time the team spent on site, from the clock records made against the job directly or through a
 * rota shift tied to it. `minutes` counts finished records only; `onSiteNow` says someone is still clocked in.
 * Anyone who may see the job may read it (the same rule as its chat).
 */
export async function getVisitSummary(db: Db, actor: Actor, jobId: string) {
  await findVisibleJob(db, actor, jobId);
  const [checklists, photos, clocks] = await Promise.all([
    loadChecklists(db, [jobId]),
    db
      .select({
        id: chatMessages.id,
        imagePath: chatMessages.imagePath,
        text: chatMessages.text,
        createdAt: chatMessages.createdAt,
        first: users.firstName,
        last: users.lastName,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(and(eq(chatMessages.jobId, jobId), isNotNull(chatMessages.imagePath)))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(MAX_PHOTOS),
    db
      .select({ userId: clockRecords.userId, clockIn: clockRecords.clockIn, clockOut: clockRecords.clockOut })
      .from(clockRecords)
      .leftJoin(rotaShifts, eq(rotaShifts.id, clockRecords.shiftId))
      .where(or(eq(clockRecords.jobId, jobId), eq(rotaShifts.jobId, jobId)))
      .orderBy(asc(clockRecords.clockIn)),
  ]);
  const checklist = checklists.get(jobId) ?? [];
  let ms = 0;
  for (const c of clocks) if (c.clockOut) ms += Math.max(0, c.clockOut.getTime() - c.clockIn.getTime());
  const outs = clocks.flatMap((c) => (c.clockOut ? [c.clockOut.getTime()] : []));
  return {
    jobId,
    checklist,
    checklistDone: checklist.filter((i) => i.done).length,
    photos: photos.map((p) => ({
      id: p.id,
      imagePath: p.imagePath!,
      caption: p.text,
      sender: fullName(p.first, p.last) ?? 'Former user',
      createdAt: p.createdAt,
    })),
    timeOnSite: {
      minutes: Math.round(ms / 60_000),
      firstIn: clocks[0]?.clockIn ?? null,
      lastOut: outs.length ? new Date(Math.max(...outs)) : null,
      people: new Set(clocks.map((c) => c.userId)).size,
      onSiteNow: clocks.some((c) => !c.clockOut),
    },
  };
}
