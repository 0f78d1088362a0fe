// Issue 26 item 8: the SMTP server refuses, then times out, then comes back. A real SMTP server on loopback
// (smtp-server) plays all three; the app talks to it through nodemailer as in production.
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const cronRun = endpoint('POST /api/cron/run');
const createEnquiry = endpoint('POST /api/enquiry/createenquiry');

const CRON_SECRET = 'cron-secret-for-smtp-outage-0123456789';
type Mode = 'refuse' | 'stall' | 'accept';
let mode: Mode = 'refuse';
const delivered: { to: string[]; subject: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS and reject the built-in self-signed certificate.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    if (mode === 'refuse')
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    // 'stall': accept the TCP connection and never greet, as an overloaded or half-dead server does.
    if (mode === 'accept') callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
      delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  // A short greeting timeout keeps the 'stall' case quick; the app's default is 10 s.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?greetingTimeout=500`;
  process.env.CRON_SECRET = CRON_SECRET;
  forgetParsedEnv();
  await headOffice();
});

afterAll(async () => {
  mode = 'accept';
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function mailsAbout(id: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));
}

/** Time passes: the mails' next attempt is due now, as it would be a few minutes later. */
async function makeDue(ids: string[]) {
  await (
    await getDb()
  )
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(inArray(mailOutbox.id, ids));
}

const runCron = () => call(cronRun, { method: 'POST', headers: { authorization: `Bearer ${CRON_SECRET}` } });

describe('when the SMTP server refuses or times out', () => {
  it('the enquiry is stored, its mails wait in the outbox and go out once SMTP is back', async () => {
    const enquiry = enquiryPayload();
    const res = await call(createEnquiry, { method: 'POST', body: enquiry });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: enquiry.id });

    // The delivery round started by the form fails in the background: both mails wait, with the reason.
    await vi.waitFor(
      async () => {
        const rows = await mailsAbout(enquiry.id);
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      },
      { timeout: 10_000, interval: 100 },
    );
    const ids = (await mailsAbout(enquiry.id)).map((r) => r.id);
    for (const row of await mailsAbout(enquiry.id)) expect(row.lastError).toMatch(/421|not available/i);

    mode = 'stall';
    await makeDue(ids);
    const started = performance.now();
    expect((await runCron()).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const row of await mailsAbout(enquiry.id)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.lastError).toMatch(/greeting never received|timeout/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(delivered).toHaveLength(0);

    mode = 'accept';
    await makeDue(ids);
    expect((await runCron()).status).toBe(200);
    const rows = await mailsAbout(enquiry.id);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(
      delivered
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(rows.map((r) => r.to).sort());
    expect(delivered.map((m) => m.subject)).toContain('Thank you for your enquiry');
  });
});
