import { NextResponse } from 'next/server';
import { CLIENT_ROLES } from '@/lib/roles';
import { createRatingSchema } from '@/lib/schemas/rating';
import { route } from '@/lib/server/http/route';
import { rateJob } from '@/lib/server/services/ratings';

// POST /api/rating/createrating – the job's Client rates a signed-off visit, once (1–5 with a comment)
export const POST = route({ access: CLIENT_ROLES, body: createRatingSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await rateJob(db, actor, body), { status: 201 }),
);
