import { NextResponse } from 'next/server';
import { createCompanySchema } from '@/lib/schemas/company';
import { route } from '@/lib/server/http/route';
import { SUPER_ADMINS } from '@/lib/server/openapi/access';
import { createCompany } from '@/lib/server/services/companies';

// POST /api/Company/CreateCompany – create a company (Super Administrators)
export const POST = route({ access: SUPER_ADMINS, body: createCompanySchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createCompany(db, actor, body), { status: 201 }),
);
