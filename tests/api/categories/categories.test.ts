import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listCategories = endpoint('GET /api/category/categories');
const createCategory = endpoint('POST /api/category/createcategory');
const deleteCategory = endpoint('DELETE /api/category/deletecategory');
const updateCategory = endpoint('PUT /api/category/updatecategory');

type Category = { id: string; name: string; type: string; companyId: string };

describe('category', () => {
  it('keeps service categories per company', async () => {
    const w = await makeWorld();
    const res = await send<Category>(createCategory, w.adminA, { type: 'Services', name: 'Carpet' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'Services', name: 'Carpet', companyId: w.a.id });
    expect((await send(createCategory, w.adminA, { name: 'carpet' })).status).toBe(409);
    expect((await send(createCategory, w.adminB, { name: 'Carpet' })).status).toBe(201);
    expect((await send(createCategory, w.adminA, { type: 'Products', name: 'Mops' })).status).toBe(400);
    expect((await send(createCategory, w.cleanerA, { name: 'Mops' })).status).toBe(403);
    const list = await get<{ data: Category[] }>(listCategories, w.cleanerA);
    expect(list.body.data.map((c) => c.companyId)).toEqual([w.a.id]);
    expect(
      (await send<Category>(updateCategory, w.adminA, { id: res.body.id, name: 'Carpets' }, 'PUT')).body.name,
    ).toBe('Carpets');
    expect((await send(updateCategory, w.adminB, { id: res.body.id, name: 'Mine' }, 'PUT')).status).toBe(403);
    expect((await send(updateCategory, w.adminA, { id: missingId(), name: 'x' }, 'PUT')).status).toBe(404);
    expect((await get(deleteCategory, w.adminB, { id: res.body.id }, 'DELETE')).status).toBe(403);
    expect((await get(deleteCategory, w.adminA, { id: res.body.id }, 'DELETE')).status).toBe(200);
  });
});
