// Issue 37's part of the booking bench: 60 cleaners each connect a calendar of 2,000 events (weekly rules with
// exceptions among them), served by a local host; one scheduled round reads them all, then the slot search runs again
// with their busy periods as one more source. Called by bench/booking.ts after its own measurements.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Db } from '@/lib/server/db/client';

const EVENTS = 2000;
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 2,000 events: 1,980 single ones over the next 12 weeks (evenings and early mornings mostly) and 20 weekly rules. */
function calendarText(n: number, rnd: () => number) {
  const now = Date.now();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN', `X-WR-CALNAME:Bench ${n}`];
  for (let i = 0; i < EVENTS; i++) {
    const day = Math.floor(rnd() * 84);
    const hour = [6, 7, 12, 17, 18, 19, 20][Math.floor(rnd() * 7)]!;
    const start = now - (now % 86_400_000) + day * 86_400_000 + hour * 3_600_000;
    lines.push('BEGIN:VEVENT', `UID:b${n}-${i}@bench`, 'DTSTAMP:20260101T000000Z', `DTSTART:${stamp(start)}`);
    lines.push(`DTEND:${stamp(start + 3_600_000)}`, 'SUMMARY:Private');
    if (i < 20) lines.push('RRULE:FREQ=WEEKLY', `EXDATE:${stamp(start + 7 * 86_400_000)}`);
    lines.push('END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

export async function readCalendars(db: Db, companyId: string, cleanerIds: string[], rnd: () => number) {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
  (await import('@/lib/env')).forgetParsedEnv();
  const schema = await import('@/lib/server/db/schema');
  const { sealUrl, urlHash } = await import('@/lib/server/availability/secret');
  const { refreshDueCalendars } = await import('@/lib/server/availability/read');
  const texts = cleanerIds.map((_, n) => calendarText(n, rnd));
  const server = createServer((req, res) => {
    const n = Number(/\/cal\/(\d+)\.ics/.exec(req.url ?? '')?.[1] ?? -1);
    if (!texts[n]) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar', etag: `"${n}"` }).end(texts[n]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await db.insert(schema.availabilityCalendars).values(
    cleanerIds.map((userId, n) => {
      const url = `${base}/cal/${n}.ics`;
      return { userId, companyId, urlCipher: sealUrl(url), urlHash: urlHash(url), urlHint: 'bench' };
    }),
  );
  const started = performance.now();
  const outcome = await refreshDueCalendars(db);
  const readMs = performance.now() - started;
  server.close();
  const { count } = await import('drizzle-orm');
  const [{ n }] = (await db.select({ n: count() }).from(schema.availabilityBusy)) as [{ n: number }];
  return { calendars: cleanerIds.length, eventsEach: EVENTS, readMs: Math.round(readMs), outcome, busyPeriods: n };
}
