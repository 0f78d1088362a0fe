import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { saveUpload } from '@/lib/server/storage';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const GET = endpoint('GET /api/files/[...path]');
const create = endpoint('POST /api/enquiry/createenquiry');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');

const fetchFile = (dbPath: string, token?: string) => call(GET, { params: { path: dbPath.split('/') }, token });

async function applicationCv() {
  const hq = await headOffice();
  const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(2048), 'cv.pdf') });
  await call(create, { method: 'POST', body: enquiryPayload({ category: 'career', cvLink: up.body.dbPath }) });
  return { hq, dbPath: up.body.dbPath };
}

describe('GET /api/files/<dbPath>', () => {
  it('serves a CV only to signed-in Administrators of the company, never cached', async () => {
    const { hq, dbPath } = await applicationCv();
    expect((await fetchFile(dbPath)).status).toBe(401);
    for (const role of ['Cleaner', 'Client'] as const) {
      const { token } = await createUser(role, { companyId: hq.id });
      expect((await fetchFile(dbPath, token)).status).toBe(403);
    }
    const other = await createUser('Administrator');
    expect((await fetchFile(dbPath, other.token)).status).toBe(403);
    const admin = await createUser('Administrator', { companyId: hq.id });
    const ok = await fetchFile(dbPath, admin.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(String(ok.body)).toMatch(/^%PDF-/);
    const sa = await createUser('Super Administrator');
    expect((await fetchFile(dbPath, sa.token)).status).toBe(200);
  });

  it('serves public images to anyone with long-lived cache headers', async () => {
    const db = await getDb();
    const saved = await saveUpload(db, { kind: 'image', file: new File([pngBytes() as BlobPart], 'Photo.PNG') });
    expect(saved.dbPath).toMatch(/^images\/image-\d+-[a-f0-9]{8}\.png$/);
    const res = await fetchFile(saved.dbPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for unknown files and traversal attempts', async () => {
    expect((await fetchFile('images/nothing-here.png')).status).toBe(404);
    expect((await call(GET, { params: { path: ['..', '..', 'etc', 'passwd'] } })).status).toBe(404);
    expect((await call(GET, { params: { path: ['images', '..%2F..%2Fpackage.json'] } })).status).toBe(404);
    expect((await call(GET, { params: { path: ['only-one'] } })).status).toBe(404);
  });
});
