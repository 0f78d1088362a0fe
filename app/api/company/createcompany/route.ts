import { NextResponse } from 'next/server';
import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { createCompany } from '@/lib/server/services/companies';

export const POST = route(company.create, async ({ db, actor, body }) =>
  NextResponse.json(await createCompany(db, actor, body), { status: 201 }),
);
