import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const list = endpoint('POST /api/blog/blogs');
const create = endpoint('POST /api/blog/createblog');
const remove = endpoint('DELETE /api/blog/deleteblog');
const getById = endpoint('GET /api/blog/getblogbyid');
const update = endpoint('PUT /api/blog/updateblog');
const upload = endpoint('POST /api/blog/upload');

type Blog = {
  id: string;
  title: string;
  content: string;
  status: string;
  image: string | null;
  imagePath: string | null;
  category: string;
};
type Page = { data: Blog[]; totalPages: number; totalRecords: number };

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to keep carpets fresh',
  category: 'Carpet Cleaning',
  tags: ['carpets'],
  content: '<p>Vacuum twice a week.</p>',
  status: 'published',
  ...overrides,
});

async function admin() {
  const hq = await headOffice();
  return { hq, ...(await createUser('Administrator', { companyId: hq.id })) };
}

describe('POST /api/Blog/CreateBlog', () => {
  it('creates a post for an Administrator, sanitising scripts, event handlers and javascript: links', async () => {
    const { token } = await admin();
    const res = await call<Blog>(create, {
      method: 'POST',
      token,
      body: post({
        content:
          '<h1>Title</h1><p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><a href="https://ok.test">ok</a>',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(res.body.content).toContain('<h2>Title</h2>');
    expect(res.body.content).toContain('<a href="https://ok.test" rel="nofollow">ok</a>');
  });

  it('answers 400 with field errors, 403 to Cleaners and Clients, 401 to visitors', async () => {
    const { hq, token } = await admin();
    const bad = await call(create, { method: 'POST', token, body: { title: '', content: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors)).toEqual(
      expect.arrayContaining(['title', 'category', 'content']),
    );
    const onlyScript = await call(create, { method: 'POST', token, body: post({ content: '<script>x</script>' }) });
    expect(onlyScript.status).toBe(400);
    for (const role of ['Cleaner', 'Client'] as const) {
      const u = await createUser(role, { companyId: hq.id });
      expect((await call(create, { method: 'POST', token: u.token, body: post() })).status).toBe(403);
    }
    expect((await call(create, { method: 'POST', body: post() })).status).toBe(401);
  });

  it('accepts an uploaded image and stores it as a public URL; refuses a private upload as image', async () => {
    const { token } = await admin();
    const up = await call<{ dbPath: string }>(upload, {
      method: 'POST',
      token,
      rawBody: fileForm(pngBytes(), 'hero.png'),
    });
    expect(up.status).toBe(201);
    const res = await call<Blog>(create, { method: 'POST', token, body: post({ image: up.body.dbPath }) });
    expect(res.body.image).toBe(`/api/files/${up.body.dbPath}`);
    expect((await call(create, { method: 'POST', token, body: post({ image: 'cv/cv-1-someone.pdf' }) })).status).toBe(
      400,
    );
    expect((await call(upload, { method: 'POST', token, rawBody: fileForm(pdfBytes(), 'doc.png') })).status).toBe(415);
  });
});

describe('POST /api/Blog/Blogs and GET /api/Blog/GetBlogbyId', () => {
  it("shows visitors published posts only, paged, with totalPages; drafts only to the company's admins", async () => {
    const { token } = await admin();
    const published = await call<Blog>(create, {
      method: 'POST',
      token,
      body: post({ title: 'Published one', category: 'Tips' }),
    });
    const draft = await call<Blog>(create, {
      method: 'POST',
      token,
      body: post({ title: 'Draft one', status: 'draft', category: 'Tips' }),
    });
    const page = await call<Page>(list, {
      method: 'POST',
      query: { domainName: 'http://localhost' },
      body: { pageNumber: 1, pageSize: 6, category: 'tips' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((b) => b.id)).toEqual([published.body.id]);
    expect(page.body).toMatchObject({ totalRecords: 1, totalPages: 1 });
    const sneaky = await call<Page>(list, {
      method: 'POST',
      body: { pageNumber: 1, pageSize: 6, includeDrafts: true },
    });
    expect(sneaky.body.data.map((b) => b.id)).not.toContain(draft.body.id);
    const withDrafts = await call<Page>(list, {
      method: 'POST',
      token,
      body: { pageNumber: 1, pageSize: 100, includeDrafts: true },
    });
    expect(withDrafts.body.data.map((b) => b.id)).toEqual(expect.arrayContaining([published.body.id, draft.body.id]));
    expect((await call(getById, { query: { id: published.body.id } })).status).toBe(200);
    const hidden = await call(getById, { query: { id: draft.body.id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'Failed to fetch blog' });
    expect((await call(getById, { query: { id: draft.body.id }, token })).status).toBe(200);
    const other = await createUser('Administrator');
    expect((await call(getById, { query: { id: draft.body.id }, token: other.token })).status).toBe(404);
    expect((await call(list, { method: 'POST', body: { pageNumber: 1, pageSize: 500 } })).status).toBe(400);
    expect((await call(getById, { query: { id: randomUUID() } })).status).toBe(404);
  });
});

describe('PUT /api/Blog/UpdateBlog and DELETE /api/Blog/DeleteBlog', () => {
  it("lets the company's Administrator publish and edit (sanitised); refuses another company", async () => {
    const { token } = await admin();
    const draft = await call<Blog>(create, { method: 'POST', token, body: post({ status: 'draft' }) });
    const res = await call<Blog>(update, {
      method: 'PUT',
      token,
      body: { id: draft.body.id, status: 'published', content: '<p>New<img src=x onerror=alert(1)></p>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('published');
    expect(res.body.content).not.toContain('onerror');
    const other = await createUser('Administrator');
    expect(
      (await call(update, { method: 'PUT', token: other.token, body: { id: draft.body.id, title: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect((await call(remove, { method: 'DELETE', token: other.token, query: { id: draft.body.id } })).status).toBe(
      403,
    );
    expect((await call(update, { method: 'PUT', token, body: { id: randomUUID(), title: 'x' } })).status).toBe(404);
    expect((await call(remove, { method: 'DELETE', token, query: { id: draft.body.id } })).status).toBe(200);
    expect((await call(getById, { query: { id: draft.body.id } })).status).toBe(404);
  });
});

describe('the language a post is written in', () => {
  it('defaults to English, is set on create and changed on update; other values answer 400 with a field error', async () => {
    const { token } = await admin();
    const plain = await call<Blog & { language: string }>(create, { method: 'POST', token, body: post() });
    expect(plain.body.language).toBe('en');
    const french = await call<Blog & { language: string }>(create, {
      method: 'POST',
      token,
      body: post({ title: 'Nos conseils pour les moquettes', language: 'fr' }),
    });
    expect(french.status).toBe(200);
    expect(french.body.language).toBe('fr');
    const read = await call<Blog & { language: string }>(getById, { query: { id: french.body.id } });
    expect(read.body.language).toBe('fr');
    const moved = await call<Blog & { language: string }>(update, {
      method: 'PUT',
      token,
      body: { id: french.body.id, language: 'vi' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.language).toBe('vi');
    // An update that does not mention the language keeps it.
    const retitled = await call<Blog & { language: string }>(update, {
      method: 'PUT',
      token,
      body: { id: french.body.id, title: 'Mẹo giữ thảm sạch' },
    });
    expect(retitled.body.language).toBe('vi');

    for (const language of ['de', 'EN', '', 7]) {
      const bad = await call<{ fieldErrors: Record<string, string[]> }>(create, {
        method: 'POST',
        token,
        body: post({ language }),
      });
      expect(bad.status, `language ${JSON.stringify(language)}`).toBe(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(['language']);
    }
    const badUpdate = await call<{ fieldErrors: Record<string, string[]> }>(update, {
      method: 'PUT',
      token,
      body: { id: french.body.id, language: 'xx' },
    });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.fieldErrors.language).toBeDefined();
  });
});
