import 'server-only';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { isSignedOff } from '@/lib/jobs/rules';
import { ON_MY_WAY_INTERVAL_MINUTES } from '@/lib/jobs/on-my-way';
import { enGbTime } from '@/lib/london-clock';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs, users } from '@/lib/server/db/schema';
import { conflict, forbidden, tooManyRequests } from '@/lib/server/http/errors';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail } from '@/lib/server/mail';
import { mailFormat, type MailFormat } from '@/lib/server/mail/locale';
import { ukMobileE164, type SmsSender } from '@/lib/server/sms';
import { findVisibleJob } from './queries';

// "On my way" (issue 29 item 5): one tap by a Cleaner on the visit's team tells its Client that the team is coming,
// by e-mail and, when a text provider is configured and the client has a UK mobile number, by text.

export type TextOutcome = 'sent' | 'off' | 'no-mobile' | 'failed';

const names = (team: { name: string }[]) => team.map((m) => m.name.split(' ')[0]).filter(Boolean);

/** The text and the e-mail, in the client's language (`m`). */
function message(
  m: MailFormat,
  job: { id: string; title: string; location: string },
  firstName: string,
  team: string[],
  at: Date,
) {
  const { t } = m;
  const { title, location } = job;
  const names = team.join(', ');
  const onTheWay = team.length
    ? location
      ? t('onMyWay.namedTo', { names, count: team.length, location, title })
      : t('onMyWay.named', { names, count: team.length, title })
    : location
      ? t('onMyWay.teamTo', { location, title })
      : t('onMyWay.team', { title });
  return {
    text: t('onMyWay.text', { name: firstName, message: onTheWay, time: m.time(at) }),
    mail: [
      t('common.greeting', { name: firstName }),
      onTheWay,
      t('onMyWay.sentAt', { time: m.time(at) }),
      t('onMyWay.link', { link: `${siteOrigin()}/dashboard/job/${job.id}` }),
      t('onMyWay.optOut'),
      BRAND,
    ].join('\n\n'),
    subject: t('onMyWay.subject'),
  };
}

/**
 * POST /api/job/onmyway: claims the job's "on my way" slot (at most once every 15 minutes, by a conditional update,
 * so a double tap or two cleaners tapping at once send one message) and queues the e-mail in the same transaction;
 * the text goes after the commit, best effort. 409 when the visit is signed off, has no client, or the client opted out.
 */
export async function sendOnMyWay(db: Db, actor: Actor, jobId: string, sms: SmsSender | null, now = new Date()) {
  const current = await findVisibleJob(db, actor, jobId);
  if (actor.role !== 'Cleaner' || !current.teamIds.includes(actor.id))
    throw forbidden('Only a cleaner on this visit’s team can send this');
  const { job } = current;
  if (isSignedOff(job.stage)) throw conflict('This visit has been signed off');
  if (!job.clientId) throw conflict('This visit has no client to tell');
  const [client] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      phone: users.phoneNumber,
      optOut: users.onMyWayOptOut,
      status: users.status,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, job.clientId))
    .limit(1);
  if (!client || client.status !== 'active') throw conflict('This visit has no client to tell');
  if (client.optOut) throw conflict('The client has turned these messages off');
  const teamRows = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, current.teamIds));
  const team = names(teamRows.map((r) => ({ name: `${r.first} ${r.last}` })));
  const text = message(await mailFormat(client.locale), job, client.firstName, team, now);
  const earliest = new Date(now.getTime() - ON_MY_WAY_INTERVAL_MINUTES * 60_000);
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ onMyWaySentAt: now })
      .where(and(eq(jobs.id, job.id), or(isNull(jobs.onMyWaySentAt), lt(jobs.onMyWaySentAt, earliest))))
      .returning({ id: jobs.id });
    if (!row) return false;
    await enqueueMail(tx as unknown as Db, {
      to: client.email,
      subject: text.subject,
      text: text.mail,
      category: 'job-on-my-way',
      relatedId: job.id,
      companyId: job.companyId,
    });
    return true;
  });
  if (!claimed) {
    const [last] = await db.select({ at: jobs.onMyWaySentAt }).from(jobs).where(eq(jobs.id, job.id)).limit(1);
    const wait = last?.at ? (last.at.getTime() + ON_MY_WAY_INTERVAL_MINUTES * 60_000 - now.getTime()) / 1000 : 60;
    throw tooManyRequests(
      `The client was told at ${last?.at ? enGbTime(last.at) : 'a moment ago'}; you can send again in ${Math.max(1, Math.ceil(wait / 60))} min`,
      wait,
    );
  }
  return { jobId: job.id, sentAt: now, email: true, text: await sendText(sms, client.phone, text.text) };
}

async function sendText(sms: SmsSender | null, phone: string | null, text: string): Promise<TextOutcome> {
  if (!sms) return 'off';
  const to = ukMobileE164(phone);
  if (!to) return 'no-mobile';
  try {
    await sms.send(to, text);
    return 'sent';
  } catch (error) {
    console.error('[on-my-way] text not sent', error);
    return 'failed';
  }
}
