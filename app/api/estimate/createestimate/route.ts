import { NextResponse } from 'next/server';
import { createEstimateSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createEstimate } from '@/lib/server/services/estimates';

// POST /api/Estimate/CreateEstimate – create an estimate from an enquiry or from scratch; totals set by the server
export const POST = route({ access: ADMIN_ROLES, body: createEstimateSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createEstimate(db, actor, body), { status: 201 }),
);
