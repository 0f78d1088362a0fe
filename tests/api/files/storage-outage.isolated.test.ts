// Issue 26 item 8: the upload folder cannot be written, or Supabase Storage fails. Nothing is mocked in the app:
// the folder really is unwritable and Storage really is an HTTP server on loopback that answers 500 (or nothing).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { createUser } from '@/tests/support/factories';
import { call } from '@/tests/support/http';
import { fileForm, pdfBytes, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const getFile = endpoint('GET /api/files/[...path]');
const uploadUserFile = endpoint('POST /api/user/upload');

type ErrorBody = { status: number; code: string; message: string; retryAfter?: number };

const ownUploadDir = process.env.UPLOAD_DIR;
let scratch: string;
let storage: Server;
const storageRequests: string[] = [];

// Stubbed environments put this file in the api-*-isolated projects (vitest.config.ts): its modules are its own.
function useEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  forgetParsedEnv();
}

const uploadCount = async () => (await (await getDb()).select({ n: count() }).from(uploads))[0]!.n;
const cv = (ip: string) =>
  call<ErrorBody>(uploadCv, {
    method: 'POST',
    rawBody: fileForm(pdfBytes(), 'cv.pdf', 'application/pdf'),
    headers: { 'x-forwarded-for': ip },
  });

function expectStorageUnavailable(
  res: { status: number; body: ErrorBody; headers: Headers },
  action: 'stored' | 'read',
) {
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ status: 503, code: 'service_unavailable', retryAfter: 30 });
  expect(res.body.message).toBe(
    `The file could not be ${action}: file storage is not available. Please try again in a moment.`,
  );
  expect(res.headers.get('retry-after')).toBe('30');
  // Nothing about where files live reaches the caller.
  expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|\/tmp|ENOTDIR|EACCES/);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'brightside-storage-outage-'));
  storage = createServer((req, res) => {
    storageRequests.push(`${req.method} ${req.url}`);
    req.resume();
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ statusCode: '500', error: 'Internal', message: 'Storage is down' }));
  });
  await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  forgetParsedEnv();
  await new Promise<void>((resolve) => storage.close(() => resolve()));
  await rm(scratch, { recursive: true, force: true });
});

describe('when file storage fails', () => {
  it('an upload folder that cannot be written: the CV and a back-office upload answer 503, and nothing is recorded', async () => {
    // A folder inside a regular file cannot be created, whoever runs the test (root included).
    const blocker = path.join(scratch, 'not-a-folder');
    await writeFile(blocker, 'x');
    useEnv({
      UPLOAD_DIR: path.join(blocker, 'uploads'),
      SUPABASE_URL: undefined,
      SUPABASE_SERVICE_ROLE_KEY: undefined,
    });
    const before = await uploadCount();
    expectStorageUnavailable(await cv('203.0.113.71'), 'stored');
    const { token } = await createUser('Cleaner');
    const photo = fileForm(pngBytes(), 'me.png', 'image/png');
    photo.append('kind', 'profile');
    expectStorageUnavailable(
      await call<ErrorBody>(uploadUserFile, { method: 'POST', rawBody: photo, token }),
      'stored',
    );
    expect(await uploadCount()).toBe(before);
  });

  it('Supabase Storage answering 500: the upload answers 503 and nothing is recorded; a stored file cannot be read: 503, not 404', async () => {
    const { port } = storage.address() as AddressInfo;
    useEnv({
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      UPLOAD_DIR: ownUploadDir,
    });
    const before = await uploadCount();
    expectStorageUnavailable(await cv('203.0.113.72'), 'stored');
    expect(storageRequests.some((r) => r.startsWith('POST /storage/v1/object/uploads/cv/'))).toBe(true);
    expect(await uploadCount()).toBe(before);

    await (
      await getDb()
    )
      .insert(uploads)
      .values({ path: 'images/logo-1-abcdef12.png', kind: 'logo', contentType: 'image/png', size: 256 });
    expectStorageUnavailable(
      await call<ErrorBody>(getFile, { params: { path: ['images', 'logo-1-abcdef12.png'] } }),
      'read',
    );
  });

  it('Supabase Storage unreachable: the upload answers 503', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    useEnv({
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      UPLOAD_DIR: ownUploadDir,
    });
    expectStorageUnavailable(await cv('203.0.113.73'), 'stored');
  });

  it('Supabase Storage that accepts the connection and never answers: the upload answers 503 once the wait is over', async () => {
    const sockets = new Set<Socket>();
    const silent = createNetServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    useEnv({
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      STORAGE_TIMEOUT_MS: '1500',
      UPLOAD_DIR: ownUploadDir,
    });
    try {
      const before = await uploadCount();
      const started = Date.now();
      expectStorageUnavailable(await cv('203.0.113.74'), 'stored');
      // It waited for Storage (the connection was made), and gave up at the configured limit, not never.
      expect(sockets.size).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await uploadCount()).toBe(before);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
