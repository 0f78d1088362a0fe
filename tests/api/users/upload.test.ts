import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { get, makeWorld, PNG, send, type Person } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const download = endpoint('POST /api/user/download');
const getUser = endpoint('GET /api/user/getuserbyid');
const upload = endpoint('POST /api/user/upload');

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function form(fields: Record<string, string | File>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const post = (who: Person, fields: Record<string, string | File>) =>
  call<{ dbPath: string }>(upload, { method: 'POST', rawBody: form(fields), token: who.token });

describe('POST /api/user/upload and /api/user/download', () => {
  it('stores a profile image and a private certificate, attaching them to the user when asked', async () => {
    const w = await makeWorld();
    const photo = await post(w.cleanerA, { file: new File([PNG], 'me.png'), userId: w.cleanerA.user.id });
    expect(photo.status).toBe(200);
    const cert = await post(w.adminA, {
      file: new File([PDF], 'dbs.pdf'),
      kind: 'certificate',
      userId: w.cleanerA.user.id,
    });
    expect(cert.status).toBe(200);
    const user = await get<{ profilePhotoPath: string; certificates: string[] }>(getUser, w.cleanerA, {
      id: w.cleanerA.user.id,
    });
    expect(user.body).toMatchObject({ profilePhotoPath: photo.body.dbPath, certificates: [cert.body.dbPath] });
    const mine = await call(download, {
      method: 'POST',
      rawBody: form({ dbPath: cert.body.dbPath }),
      token: w.cleanerA.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect((await send(download, w.adminA, { dbPath: cert.body.dbPath })).status).toBe(200);
    expect((await send(download, w.cleanerA2, { dbPath: cert.body.dbPath })).status).toBe(403);
    expect((await send(download, w.adminB, { dbPath: cert.body.dbPath })).status).toBe(403);
    expect((await send(download, w.cleanerA, { dbPath: 'certificates/nope.pdf' })).status).toBe(404);
    expect((await send(download, w.cleanerA, {})).status).toBe(400);
  });

  it('refuses the wrong type (415), no file (400), and attaching to someone else without rights (403)', async () => {
    const w = await makeWorld();
    expect((await post(w.cleanerA, { file: new File([PDF], 'me.pdf'), kind: 'profile' })).status).toBe(415);
    expect((await post(w.cleanerA, { kind: 'certificate' })).status).toBe(400);
    expect((await post(w.cleanerA, { file: new File([PNG], 'x.png'), kind: 'passport' })).status).toBe(400);
    expect((await post(w.cleanerA, { file: new File([PNG], 'x.png'), userId: w.cleanerA2.user.id })).status).toBe(403);
    expect((await post(w.adminA, { file: new File([PNG], 'x.png'), userId: w.cleanerB.user.id })).status).toBe(403);
    expect((await call(upload, { method: 'POST', rawBody: form({ file: new File([PNG], 'x.png') }) })).status).toBe(
      401,
    );
  });
});
