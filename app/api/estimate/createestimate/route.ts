import { NextResponse } from 'next/server';
import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { createEstimate } from '@/lib/server/services/estimates';

export const POST = route(estimate.create, async ({ db, actor, body }) =>
  NextResponse.json(await createEstimate(db, actor, body), { status: 201 }),
);
