import { NextResponse } from 'next/server';
import { createCompanySchema } from '@/lib/schemas/company';
import { route } from '@/lib/server/http/route';
import { SUPER_ADMIN_ROLES } from '@/lib/roles';
import { createCompany } from '@/lib/server/services/companies';

// POST /api/Company/CreateCompany – create a company (Super Administrators)
export const POST = route({ access: SUPER_ADMIN_ROLES, body: createCompanySchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createCompany(db, actor, body), { status: 201 }),
);
