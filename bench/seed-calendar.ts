// Prepares the calendar-feed row of `npm run bench`: a Cleaner of the head office on the team of exactly 1,000 visits
// from today onwards (two a day, a third of them in the other half of the year's clock), with a calendar address whose
// token is written to the file named on the command line. Runs before the server opens the database, like
// seed-enquiries.ts, with the server's AUTH_SECRET (the token is derived from it).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { hashPassword } from '@/lib/server/auth/password';
import { hashToken, newNonce, tokenOf } from '@/lib/server/calendar-feeds/feed-token';
import { closeDb, getDb } from '@/lib/server/db/client';
import { calendarFeeds, companies, jobs, jobTeam, users } from '@/lib/server/db/schema';

const EVENTS = 1000;

async function main(tokenFile: string) {
  const db = await getDb();
  const [hq] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE));
  if (!hq) throw new Error('The demo company was not seeded');
  const [cleaner] = await db
    .insert(users)
    .values({
      email: `bench-cleaner-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashPassword(randomUUID()),
      firstName: 'Bench',
      lastName: 'Cleaner',
      role: 'Cleaner',
      companyId: hq.id,
    })
    .returning({ id: users.id });
  const today = Date.now();
  const rows = Array.from({ length: EVENTS }, (_, n) => ({
    id: randomUUID(),
    companyId: hq.id,
    title: `Weekly clean ${n + 1}`,
    service: 'House Cleaning',
    location: `${n + 1} Market Street, Norwich NR1 3AB`,
    assigneeId: cleaner!.id,
    scheduledDate: new Date(today + Math.floor(n / 2) * 86_400_000).toISOString().slice(0, 10),
    startTime: n % 2 ? '14:00' : '09:30',
    durationMinutes: 150,
  }));
  for (let i = 0; i < rows.length; i += 250) {
    const part = rows.slice(i, i + 250);
    await db.insert(jobs).values(part);
    await db.insert(jobTeam).values(part.map((j) => ({ jobId: j.id, userId: cleaner!.id, position: 0 })));
  }
  const nonce = newNonce();
  const token = tokenOf(nonce);
  await db.insert(calendarFeeds).values({ userId: cleaner!.id, nonce, tokenHash: hashToken(token) });
  writeFileSync(tokenFile, token);
  console.log(`bench: a Cleaner with ${EVENTS} visits and a calendar address`);
  await closeDb();
}

// No top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
main(process.argv[2] ?? '.data/bench-calendar-token').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
