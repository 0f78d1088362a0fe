// Nothing acknowledged is lost: a server killed with SIGKILL during a stream of enquiries, and started again on the
// same data, holds every enquiry it answered 200 to. On the embedded database, and on PostgreSQL when DATABASE_URL
// is set (as in CI). Runs a second server from the same build on its own port and data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { DEMO, DEMO_PASSWORD } from './support/auth';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210) + 50;
const base = `http://127.0.0.1:${port}`;

function startServer(env: Record<string, string>): ChildProcess {
  // As npm start runs it with no proxy in front: its own server (scripts/server.mjs), run by node itself (not npx), so
  // that SIGKILL hits the process that holds the database.
  return spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      AUTH_SECRET: 'kill-test-secret-0123456789abcdefghijklmnop',
      SITE_URL: base,
      EMBEDDED_DB_SINGLE_SERVER: 'true',
      ...env,
    },
  });
}

async function healthy(child: ChildProcess) {
  // Up to 150 s: on CI's two cores the other journeys' browsers compete with the database's recovery.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Posts enquiries from `workers` parallel loops until `stop()`; returns the ids answered 200. */
function streamOfWrites(workers = 4) {
  const acknowledged: string[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const id = randomUUID();
      const res = await fetch(`${base}/api/Enquiry/CreateEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          name: 'Kill Test',
          email: 'kill@example.test',
          phone: '01603 555 0100',
          address: '1 Test Road',
          postCode: 'NR9 3AB',
          messageDescription: `Write ${id}`,
        }),
      }).catch(() => null);
      if (res?.status === 200) acknowledged.push(id);
      else if (!res) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function storedIds(): Promise<Set<string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin, password: DEMO_PASSWORD }),
  });
  expect(login.status, `login after the restart: ${await login.clone().text()}`).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/enquiry/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ pageNumber: page, pageSize: 100 }),
    });
    expect(res.status, `enquiry list after the restart: ${await res.clone().text()}`).toBe(200);
    const body = (await res.json()) as { data: { id: string }[]; totalPages: number };
    for (const e of body.data) ids.add(e.id);
    if (page >= body.totalPages) return ids;
  }
}

/** Kills at random moments during the stream; after each restart every acknowledged write is there. */
async function killAndCount(env: Record<string, string>, rounds: number) {
  let server = startServer(env);
  try {
    await healthy(server);
    const acknowledged: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const writes = streamOfWrites();
      // Kill at a random moment once writes are flowing (the first answers after a start take longest).
      for (let i = 0; i < 400 && writes.acknowledged.length < 3; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, Math.random() * 1500));
      await kill(server);
      await writes.stop();
      acknowledged.push(...writes.acknowledged);
      expect(writes.acknowledged.length, 'writes answered before the kill').toBeGreaterThan(0);
      server = startServer(env);
      await healthy(server);
      const stored = await storedIds();
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged enquiries lost`).toEqual([]);
    }
    return acknowledged.length;
  } finally {
    // Never leave a server holding the port (and the database) for the next test, even when a check failed.
    await kill(server);
  }
}

test.describe('data safety', () => {
  // One after the other: both tests start their server on the same spare port.
  test.describe.configure({ mode: 'serial', timeout: 480_000 });
  test.skip(({ isMobile }) => isMobile, 'a server test; once is enough');

  test('SIGKILL during a stream of enquiries loses nothing that was acknowledged (embedded database)', async () => {
    const dataDir = path.join(root, '.data', `kill-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    const count = await killAndCount(
      { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads'), SEED_DEMO_DATA: 'true' },
      2,
    );
    console.log(`embedded database: ${count} acknowledged enquiries, none lost over 2 kills`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('SIGKILL during a stream of enquiries loses nothing that was acknowledged (PostgreSQL)', async () => {
    test.skip(!process.env.DATABASE_URL, 'DATABASE_URL is not set');
    const { default: pg } = await import('pg');
    const name = `kill_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      // Seed the demo administrator used to count, as an operator would with npm run db:seed.
      const seeded = spawn('npm', ['run', '-s', 'db:seed'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, DATABASE_URL: url.toString() },
      });
      await new Promise((resolve) => seeded.once('exit', resolve));
      const count = await killAndCount({ DATABASE_URL: url.toString() }, 1);
      console.log(`PostgreSQL: ${count} acknowledged enquiries, none lost over a kill`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
