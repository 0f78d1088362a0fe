import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';

// Configure Supabase Storage before env() is first read; msw plays the Storage API.
vi.hoisted(() => {
  process.env.SUPABASE_URL = 'https://project.supabase.example.test';
  process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key';
  process.env.SUPABASE_BUCKET = 'uploads';
});

const GET = endpoint('GET /api/files/[...path]');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const { getDb } = await import('@/lib/server/db/client');
const { deleteUpload, saveUpload } = await import('@/lib/server/storage');
const { call } = await import('@/tests/support/http');
const { fileForm, pdfBytes, pngBytes } = await import('@/tests/support/uploads');

const BASE = 'https://project.supabase.example.test/storage/v1/object';
const bucket = new Map<string, { bytes: Uint8Array; type: string }>();
const requests: { method: string; path: string; headers: Headers }[] = [];

const server = setupServer(
  http.post(`${BASE}/uploads/*`, async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace('/storage/v1/object/uploads/', ''));
    requests.push({ method: 'POST', path, headers: request.headers });
    if (bucket.has(path))
      return HttpResponse.json(
        { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
        { status: 400 },
      );
    bucket.set(path, {
      bytes: new Uint8Array(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    });
    return HttpResponse.json({ Id: 'x', Key: `uploads/${path}` });
  }),
  http.get(`${BASE}/uploads/*`, ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace('/storage/v1/object/uploads/', ''));
    const file = bucket.get(path);
    if (!file)
      return HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 });
    return new HttpResponse(file.bytes as BodyInit, { headers: { 'content-type': file.type } });
  }),
  http.delete(`${BASE}/uploads`, async ({ request }) => {
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    for (const p of prefixes) bucket.delete(p);
    return HttpResponse.json([]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('storage on Supabase Storage', () => {
  it('uploads a CV with the service key, no overwrite and a one-hour cache, and serves it back through /api/files', async () => {
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'cv.pdf') });
    expect(up.status).toBe(201);
    const sent = requests.find((r) => r.path === up.body.dbPath)!;
    expect(sent.headers.get('x-upsert')).toBe('false');
    expect(sent.headers.get('cache-control')).toContain('3600');
    expect(sent.headers.get('authorization')).toBe('Bearer service-role-key');
    expect(bucket.get(up.body.dbPath)!.type).toBe('application/pdf');
  });

  it('serves a public image from the bucket and forgets a deleted one', async () => {
    const db = await getDb();
    const saved = await saveUpload(db, { kind: 'logo', file: new File([pngBytes() as BlobPart], 'logo.png') });
    const res = await call(GET, { params: { path: saved.dbPath.split('/') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    await deleteUpload(db, saved.dbPath);
    expect(bucket.has(saved.dbPath)).toBe(false);
    expect((await call(GET, { params: { path: saved.dbPath.split('/') } })).status).toBe(404);
  });
});
