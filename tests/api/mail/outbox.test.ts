import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { enqueueMail, MAX_ATTEMPTS, processOutbox, sendMail, type MailTransport } from '@/lib/server/mail';

const message = { to: 'office@example.test', subject: 'Hello', text: 'Body' };

/** A transport that fails the first `failures` sends, then records what it delivers. */
function fakeTransport(failures = 0) {
  const sent: { to: string; subject: string }[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async sendMail(m) {
      calls++;
      if (calls <= failures) throw new Error(`SMTP down (${calls})`);
      sent.push({ to: m.to, subject: m.subject });
    },
  };
  return { transport, sent, calls: () => calls };
}

async function pending(db: Awaited<ReturnType<typeof getDb>>, category: string) {
  // Without SMTP_URL rows are 'stored'; these tests exercise the SMTP path by queueing them explicitly.
  const row = await enqueueMail(db, { ...message, category });
  await db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.id, row.id));
  return row.id;
}

describe('mail outbox', () => {
  it('keeps mail as a stored record when no SMTP server is configured', async () => {
    const db = await getDb();
    const row = await sendMail(db, { ...message, category: 'stored-test' });
    expect(row.status).toBe('stored');
    expect(await processOutbox(db)).toEqual({ sent: 0, failed: 0 });
    const [again] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(again!.status).toBe('stored');
  });

  it('delivers due messages once, even when rounds overlap', async () => {
    const db = await getDb();
    const id = await pending(db, 'deliver-test');
    const fake = fakeTransport();
    await Promise.all([
      processOutbox(db, { transport: fake.transport }),
      processOutbox(db, { transport: fake.transport }),
    ]);
    expect(fake.sent.filter((m) => m.subject === 'Hello')).toHaveLength(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('records failures with the attempt count, the error and a later next attempt, then retries when due', async () => {
    const db = await getDb();
    await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    const id = await pending(db, 'retry-test');
    const fake = fakeTransport(1);
    const now = new Date();
    expect(await processOutbox(db, { transport: fake.transport, now })).toEqual({ sent: 0, failed: 1 });
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down (1)' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due yet: nothing happens.
    expect(await processOutbox(db, { transport: fake.transport, now })).toEqual({ sent: 0, failed: 0 });
    expect(await processOutbox(db, { transport: fake.transport, now: new Date(now.getTime() + 2 * 60_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after MAX_ATTEMPTS', async () => {
    const db = await getDb();
    await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    const id = await pending(db, 'give-up-test');
    const fake = fakeTransport(100);
    let now = new Date();
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await processOutbox(db, { transport: fake.transport, now });
      now = new Date(now.getTime() + 24 * 60 * 60_000);
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(fake.calls()).toBe(MAX_ATTEMPTS);
  });
});
