import 'server-only';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { env } from '@/lib/env';
import { makeMonthlyStatements } from '@/lib/server/network/statements';
import type { Db } from '@/lib/server/db/client';
import { jobs, users } from '@/lib/server/db/schema';
import { enqueueMail, processOutbox, type MailTransport } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { londonToday } from '@/lib/server/overview/service';
import { queueInvoiceChases } from '@/lib/server/payments/chases';
import { runAvailabilityWork } from '@/lib/server/availability/scheduled';

const DAY_MS = 86_400_000;

/** The UK calendar date of the day after `now`. */
export const londonTomorrow = (now: Date) => {
  const today = londonToday(now);
  const next = new Date(`${today}T12:00:00Z`);
  return new Date(next.getTime() + DAY_MS).toISOString().slice(0, 10);
};

type Due = {
  id: string;
  title: string;
  location: string;
  startTime: string | null;
  scheduledDate: string;
  email: string;
  firstName: string;
  locale: string | null;
};

/** The day-before reminder, in the client's language. */
async function reminderMail(job: Due) {
  const m = await mailFormat(job.locale);
  const { t } = m;
  const when = m.dayAt(job.scheduledDate, job.startTime);
  const site = env().SITE_URL ?? 'http://localhost:3000';
  return {
    to: job.email,
    subject: t('reminder.subject', { date: m.day(job.scheduledDate) }),
    text: [
      t('common.greeting', { name: job.firstName }),
      job.location
        ? t('reminder.bodyAt', { when, title: job.title, location: job.location })
        : t('reminder.body', { when, title: job.title }),
      t('reminder.link', { link: `${site}/dashboard/job/${job.id}` }),
      t('reminder.optOut'),
      BRAND,
    ].join('\n\n'),
    category: 'job-reminder',
    relatedId: job.id,
  };
}

/**
 * Queues the day-before reminder of every visit tomorrow (UK date) to its client, unless the client opted out, the visit was cancelled or
 * the job is completed. Each reminder is claimed by a conditional update of `reminder_sent_for` in the same
 * transaction as its mail, so concurrent runs (two servers, the cron and the timer) queue it once; moving the job
 * to another day arms it again. Returns how many reminders were queued.
 */
export async function queueJobReminders(db: Db, now = new Date()) {
  const tomorrow = londonTomorrow(now);
  const notYet = or(isNull(jobs.reminderSentFor), ne(jobs.reminderSentFor, jobs.scheduledDate));
  const due = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      startTime: jobs.startTime,
      scheduledDate: jobs.scheduledDate,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.clientId))
    .where(
      and(
        eq(jobs.scheduledDate, tomorrow),
        lt(jobs.stage, JOB_STAGE.completed),
        isNull(jobs.cancelledAt),
        notYet,
        eq(users.jobRemindersOptOut, false),
        eq(users.status, 'active'),
      ),
    )
    .limit(5000);
  let queued = 0;
  for (const job of due as Due[]) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(jobs)
        .set({ reminderSentFor: tomorrow })
        .where(and(eq(jobs.id, job.id), eq(jobs.scheduledDate, tomorrow), notYet))
        .returning({ id: jobs.id });
      if (!claimed) return false;
      await enqueueMail(tx as unknown as Db, await reminderMail(job));
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Everything that runs on a schedule: the day-before reminders, the overdue-invoice chases, the cleaners' own
 * calendars (read when due, failures and conflicts told to the office), then a delivery round of the mail outbox (which
 * retries mail whose earlier attempts failed, once its back-off has passed). Safe to run at once from several places.
 */
export async function runScheduledWork(db: Db, options: { now?: Date; transport?: MailTransport } = {}) {
  const now = options.now ?? new Date();
  const reminders = await queueJobReminders(db, now);
  const chases = await queueInvoiceChases(db, now);
  const calendars = await runAvailabilityWork(db, now);
  // Royalty statements for last month (issue 38): made on the 1st, or by the first run after it if that one failed.
  const statements = await makeMonthlyStatements(db, now);
  const mail = await processOutbox(db, { now, transport: options.transport });
  return { ranAt: now.toISOString(), reminders, chases, calendars, statements: statements.made, mail };
}

const TIMER_KEY = Symbol.for('brightside.scheduler');
type GlobalWithTimer = typeof globalThis & { [TIMER_KEY]?: ReturnType<typeof setInterval> };

/** Whether this server runs the scheduled work itself (see SCHEDULER in lib/env.ts). */
export const inProcessScheduler = () =>
  (env().SCHEDULER ?? (env().EMBEDDED_DB_SINGLE_SERVER === 'true' ? 'in-process' : 'off')) === 'in-process';

/** Starts the in-process timer once per process (a long-lived server); hosted cron calls /api/cron/run instead. */
export function startScheduler(db: Db) {
  const g = globalThis as GlobalWithTimer;
  if (!inProcessScheduler() || g[TIMER_KEY]) return;
  const run = () => runScheduledWork(db).catch((error: unknown) => console.error('[scheduler] run failed', error));
  g[TIMER_KEY] = setInterval(run, env().SCHEDULER_INTERVAL_MINUTES * 60_000);
  g[TIMER_KEY].unref?.();
  // The first run waits a little, so start-up (migrations, seeding, the first requests) goes first.
  setTimeout(run, 30_000).unref?.();
}
