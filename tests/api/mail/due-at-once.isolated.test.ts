// With SMTP configured, a queued mail is due the moment it is written: the delivery round a form starts straight after
// its insert sends it, instead of leaving it for the worker's next round a minute later. The two clocks involved (the
// database's and the app's) used to disagree within the same millisecond, so this repeats the race many times.
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, newsletterSubscribers } from '@/lib/server/db/schema';
import { enqueueMail, insertWithMails, processOutbox, type MailTransport } from '@/lib/server/mail';

const ROUNDS = 40;

beforeAll(() => {
  // Only makes rows 'pending' (the SMTP path); every round below is given a transport, so nothing dials this port.
  process.env.SMTP_URL = 'smtp://127.0.0.1:9';
  forgetParsedEnv();
});

function recorder() {
  const subjects: string[] = [];
  const transport: MailTransport = {
    async sendMail(m) {
      subjects.push(m.subject);
    },
  };
  return { transport, subjects };
}

describe('a queued mail is due at once', () => {
  it('a round run straight after enqueueMail sends the mail, every time', async () => {
    const db = await getDb();
    const { transport, subjects } = recorder();
    for (let i = 0; i < ROUNDS; i++) {
      const row = await enqueueMail(db, { to: 'office@example.test', subject: `Queued ${i}`, text: 'Body' });
      expect(row.status).toBe('pending');
      expect(await processOutbox(db, { transport })).toEqual({ sent: 1, failed: 0 });
    }
    expect(subjects).toHaveLength(ROUNDS);
  });

  it('a round run straight after insertWithMails sends the mails written with the record, every time', async () => {
    const db = await getDb();
    const { transport, subjects } = recorder();
    for (let i = 0; i < ROUNDS; i++) {
      const inserted = await insertWithMails(
        db,
        db
          .insert(newsletterSubscribers)
          .values({ email: `due-${i}@example.test` })
          .returning({ id: newsletterSubscribers.id }),
        [{ to: 'office@example.test', subject: `With record ${i}`, text: 'Body' }],
      );
      expect(inserted).toBe(true);
      expect(await processOutbox(db, { transport })).toEqual({ sent: 1, failed: 0 });
    }
    expect(subjects).toEqual(Array.from({ length: ROUNDS }, (_, i) => `With record ${i}`));
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
    expect(rows).toHaveLength(ROUNDS);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
