import { NextResponse } from 'next/server';
import { createJobSignedSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { CLIENTS_AND_ADMINS } from '@/lib/server/openapi/access';
import { signJob } from '@/lib/server/services/jobs';

// POST /api/JobSigned/CreateJobSigned – sign off a job (its Client or an admin); completes the job
export const POST = route({ access: CLIENTS_AND_ADMINS, body: createJobSignedSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await signJob(db, actor, body), { status: 201 }),
);
