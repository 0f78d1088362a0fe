import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';
import { fileForm, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const list = endpoint('POST /api/blog/blogs');
const create = endpoint('POST /api/blog/createblog');
const getById = endpoint('GET /api/blog/getblogbyid');
const upload = endpoint('POST /api/blog/upload');

type Blog = { id: string; title: string; status: string; content: string };
type Page = {
  data: Blog[];
  totalRecords: number;
  totalPages: number;
  counts?: { all: number; published: number; draft: number };
};

const listAs = (token: string | undefined, body: Record<string, unknown>) =>
  call<Page>(list, { method: 'POST', token, body: { pageNumber: 1, pageSize: 100, includeDrafts: true, ...body } });

async function officeWithPosts() {
  const company = await createCompany({ name: `Blog Co ${randomUUID().slice(0, 6)}` });
  const admin = await createUser('Administrator', { companyId: company.id });
  const tag = randomUUID().slice(0, 8);
  const make = async (title: string, status: string, category: string, tags: string[] = []) =>
    (
      await call<Blog>(create, {
        method: 'POST',
        token: admin.token,
        body: { title: `${title} ${tag}`, category, tags, status, content: '<p>Text</p>' },
      })
    ).body;
  const a = await make('Alpha carpets', 'published', 'Carpet Cleaning', ['spring']);
  const b = await make('Beta cleaner wanted', 'draft', 'Career');
  const c = await make('Gamma offices', 'published', 'Office Cleaning', [`only${tag}`]);
  return { company, admin, tag, a, b, c };
}

/** The office's blog list: POST /api/Blog/Blogs with includeDrafts, search, status tab, category, sort and counts. */
describe('POST /api/Blog/Blogs (office list: search, status, category, sort, counts)', () => {
  it('searches title, category and tags, filters by status and category, sorts, and counts each status', async () => {
    const { admin, tag, a, b, c } = await officeWithPosts();
    const all = await listAs(admin.token, { search: tag });
    expect(all.status).toBe(200);
    expect(all.body.totalRecords).toBe(3);
    expect(all.body.counts).toEqual({ all: 3, published: 2, draft: 1 });

    const drafts = await listAs(admin.token, { search: tag, status: 'draft' });
    expect(drafts.body.data.map((p) => p.id)).toEqual([b.id]);
    expect(drafts.body.totalRecords).toBe(1);
    expect(drafts.body.counts).toEqual({ all: 3, published: 2, draft: 1 });

    expect((await listAs(admin.token, { search: `only${tag}` })).body.data.map((p) => p.id)).toEqual([c.id]);
    expect((await listAs(admin.token, { search: tag, category: 'career' })).body.data.map((p) => p.id)).toEqual([b.id]);

    const byTitle = await listAs(admin.token, { search: tag, sortBy: 'title', sortOrder: 'desc' });
    expect(byTitle.body.data.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    const paged = await listAs(admin.token, {
      search: tag,
      sortBy: 'title',
      sortOrder: 'asc',
      pageSize: 2,
      pageNumber: 2,
    });
    expect(paged.body.data.map((p) => p.id)).toEqual([c.id]);
    expect(paged.body.totalPages).toBe(2);
  });

  it("keeps other companies' posts out, refuses unknown sorts and statuses, and shows visitors published posts only", async () => {
    const { tag, b } = await officeWithPosts();
    const other = await createUser('Administrator', { companyId: (await createCompany({ name: 'Elsewhere' })).id });
    const res = await listAs(other.token, { search: tag });
    expect(res.body.totalRecords).toBe(0);
    expect(res.body.counts?.all).toBe(0);
    expect((await listAs(other.token, { sortBy: 'content' })).status).toBe(400);
    expect((await listAs(other.token, { status: 'archived' })).status).toBe(400);
    const visitor = await call<Page>(list, {
      method: 'POST',
      body: { pageNumber: 1, pageSize: 100, includeDrafts: true, q: tag },
    });
    expect(visitor.body.data.map((p) => p.id)).not.toContain(b.id);
    expect(visitor.body.totalRecords).toBe(2);
  });

  it("keeps the editor's markup (headings, lists, quotes, links, uploaded images) and drops its classes and styles", async () => {
    const company = await createCompany({ name: 'Editor Co' });
    const admin = await createUser('Administrator', { companyId: company.id });
    const up = await call<{ dbPath: string }>(upload, {
      method: 'POST',
      token: admin.token,
      rawBody: fileForm(pngBytes(), 'inline.png'),
    });
    const html =
      '<h2 class="x" dir="ltr"><span style="white-space: pre-wrap;">Before you move</span></h2>' +
      '<ul class="l"><li value="1"><span>Boxes</span></li><li value="2"><b><strong class="b">Tape</strong></b></li></ul>' +
      '<blockquote>Tidy</blockquote><p><a href="https://example.test/x"><span>guide</span></a></p>' +
      `<img src="/api/files/${up.body.dbPath}" alt="A packed van">`;
    const res = await call<Blog>(create, {
      method: 'POST',
      token: admin.token,
      body: { title: 'Moving day', category: 'Home Removal', status: 'draft', content: html },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('<h2><span>Before you move</span></h2>');
    expect(res.body.content).toContain('<ul><li><span>Boxes</span></li><li><b><strong>Tape</strong></b></li></ul>');
    expect(res.body.content).toContain('<blockquote>Tidy</blockquote>');
    expect(res.body.content).toContain(`<img src="/api/files/${up.body.dbPath}" alt="A packed van" />`);
    expect(res.body.content).not.toMatch(/class=|style=|dir=/);
    expect((await call<Blog>(getById, { token: admin.token, query: { id: res.body.id } })).body.status).toBe('draft');
  });
});
