import { NextResponse } from 'next/server';
import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { createJob } from '@/lib/server/services/jobs';

export const POST = route(job.create, async ({ db, actor, body }) =>
  NextResponse.json(await createJob(db, actor, body), { status: 201 }),
);
