import { NextResponse } from 'next/server';
import { createCategorySchema } from '@/lib/schemas/category';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createCategory } from '@/lib/server/services/categories';

// POST /api/category/createCategory – create a service category
export const POST = route({ access: ADMIN_ROLES, body: createCategorySchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createCategory(db, actor, body), { status: 201 }),
);
