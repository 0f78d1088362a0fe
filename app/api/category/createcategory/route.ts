import { NextResponse } from 'next/server';
import { category } from '@/lib/server/http/endpoints/category';
import { route } from '@/lib/server/http/route';
import { createCategory } from '@/lib/server/services/categories';

export const POST = route(category.create, async ({ db, actor, body }) =>
  NextResponse.json(await createCategory(db, actor, body), { status: 201 }),
);
