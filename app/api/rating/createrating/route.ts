import { NextResponse } from 'next/server';
import { rating } from '@/lib/server/http/endpoints/rating';
import { route } from '@/lib/server/http/route';
import { rateJob } from '@/lib/server/services/ratings';

export const POST = route(rating.create, async ({ db, actor, body }) =>
  NextResponse.json(await rateJob(db, actor, body), { status: 201 }),
);
