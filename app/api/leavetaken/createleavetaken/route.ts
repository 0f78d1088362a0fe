import { NextResponse } from 'next/server';
import { idQuerySchema } from '@/lib/schemas/common';
import { createLeaveSchema } from '@/lib/schemas/leave';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { createLeave, getLeave } from '@/lib/server/services/leave';

// POST /api/leaveTaken/createleaveTaken – request leave (overlapping leave for the same person is 409)
export const POST = route({ access: WORKFORCE_ROLES, body: createLeaveSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createLeave(db, actor, body), { status: 201 }),
);

// GET /api/leaveTaken/createleaveTaken – one leave by id (the spec fetches by id from the create path)
export const GET = route({ access: WORKFORCE_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getLeave(db, actor, query.id),
);
