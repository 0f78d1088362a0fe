// Prepares the benchmark's database before the server opens it (PGlite allows one process per data folder):
// migrations and demo data as on a first `npm start`, then a head-office enquiry list of exactly N rows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { closeDb, getDb } from '@/lib/server/db/client';
import { companies, enquiries } from '@/lib/server/db/schema';

async function main(total: number) {
  const db = await getDb();
  const [hq] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE));
  if (!hq) throw new Error('The demo company was not seeded');

  const start = Date.now() - total * 60_000;
  for (let done = 0; done < total; done += 500) {
    const rows = Array.from({ length: Math.min(500, total - done) }, (_, i) => {
      const n = done + i;
      return {
        id: randomUUID(),
        companyId: hq.id,
        name: `Bench Customer ${n}`,
        email: `customer${n}@example.com`,
        phone: '01603 555 0199',
        address: `${n} Market Street, Norwich`,
        postCode: 'NR1 3AB',
        messageDescription: 'A fortnightly clean of a three-bedroom house, please.',
        services: ['House Cleaning'],
        createdAt: new Date(start + n * 60_000),
      };
    });
    await db.insert(enquiries).values(rows);
  }
  console.log(`bench: ${total} enquiries in the head office's list`);
  await closeDb();
}

// No top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
main(Number(process.argv[2] ?? 10_000)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
