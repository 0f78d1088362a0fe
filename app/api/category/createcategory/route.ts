import { NextResponse } from 'next/server';
import { createCategorySchema } from '@/lib/schemas/category';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { createCategory } from '@/lib/server/services/categories';

// POST /api/category/createCategory – create a service category
export const POST = route({ access: ADMINS, body: createCategorySchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createCategory(db, actor, body), { status: 201 }),
);
