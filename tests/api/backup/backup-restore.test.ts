// npm run db:backup / db:restore: back up, change, restore, compare. The library round trip runs on each test
// database (PGlite here, PostgreSQL too in CI); the command-line round trip runs the real scripts on an embedded
// database folder, as an operator would.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, DERIVED_TABLES, restoreDatabase, tablesInDependencyOrder } from '@/lib/server/db/backup';
import { getDb, type Db } from '@/lib/server/db/client';
import { auditLog, companies, enquiries, users } from '@/lib/server/db/schema';
import { createCompany, createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const createEnquiry = endpoint('POST /api/enquiry/createenquiry');

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'brightside-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every row of every table, as PostgreSQL renders it, in a stable order (not the trigger-made ones: not backed up). */
async function snapshot(db: Db) {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    if (DERIVED_TABLES.has(table)) continue;
    const result = (await db.execute(sql.raw(`select to_jsonb(t)::text as r from "${table}" t`))) as unknown as {
      rows: { r: string }[];
    };
    out[table] = result.rows.map((row) => row.r).sort();
  }
  return out;
}

describe('backup and restore (library)', () => {
  it('restores exactly what was backed up: every table, every type, after changes, inserts and deletes', async () => {
    const db = await getDb();
    await headOffice();
    const company = await createCompany({ name: 'Round Trip Ltd', currencySymbol: '€' });
    const { user } = await createUser('Cleaner', {
      companyId: company.id,
      certificates: ['certificates/a.pdf', 'certificates/b.pdf'],
    });
    expect(
      (
        await call(createEnquiry, {
          body: enquiryPayload({ name: 'Zoë Ångström', messageDescription: 'Ünïcode ✓\nsecond line' }),
        })
      ).status,
    ).toBe(200);
    await db.insert(auditLog).values({
      actorName: 'test',
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      summary: 's',
      changes: { a: [1, { b: [2] }] },
    });
    const before = await snapshot(db);
    expect(before.users!.length).toBeGreaterThan(0);

    const file = path.join(scratch, 'lib.jsonl.gz');
    const counts = await backupDatabase(db, file);
    expect(counts.users).toBe(before.users!.length);

    await db.update(companies).set({ name: 'Changed' }).where(eq(companies.id, company.id));
    await db.delete(users).where(eq(users.id, user.id));
    await db.delete(enquiries);
    await createCompany({ name: 'Added after the backup' });
    expect(await snapshot(db)).not.toEqual(before);

    await restoreDatabase(db, file);
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const db = await getDb();
    const before = await snapshot(db);
    const { writeFileSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    const bogus = path.join(scratch, 'bogus.gz');
    writeFileSync(bogus, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(db, bogus)).rejects.toThrow(/not a backup/);
    expect(await snapshot(db)).toEqual(before);
  });
});

/** Opens an embedded database folder in this process (migrated), runs `work`, and closes it again. */
async function withFolder<T>(dir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const schema = await import('@/lib/server/db/schema');
  const client = new PGlite(dir);
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: path.join(process.cwd(), 'lib/server/db/migrations') });
    return await work(db as unknown as Db);
  } finally {
    await client.close();
  }
}

describe('npm run db:backup / db:restore (embedded database folders)', () => {
  it.runIf(process.env.TEST_DB_DRIVER !== 'pg')(
    'backs up one folder and restores it into another, row for row',
    async () => {
      const source = path.join(scratch, 'source');
      const target = path.join(scratch, 'target');
      const original = await withFolder(source, async (db) => {
        const { seedDemoData } = await import('@/lib/server/db/seed');
        await seedDemoData(db);
        return snapshot(db);
      });
      const file = path.join(scratch, 'cli.jsonl.gz');
      const npm = (dir: string, ...args: string[]) =>
        run('npm', ['run', '-s', ...args], {
          cwd: process.cwd(),
          timeout: 120_000,
          env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dir },
        });
      expect((await npm(source, 'db:backup', '--', file)).stdout).toMatch(/Backed up \d+ rows/);
      expect((await npm(target, 'db:restore', '--', file, '--yes')).stdout).toMatch(/Restored \d+ rows/);
      const restored = await withFolder(target, snapshot);
      // The four demo accounts, the two people of the demo work and the franchise offices' six each (seed-network.ts).
      expect(restored.users).toHaveLength(6 + 2 * 6);
      expect(restored).toEqual(original);
    },
    300_000,
  );
});
