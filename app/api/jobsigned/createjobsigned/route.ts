import { NextResponse } from 'next/server';
import { createJobSignedSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { signJob } from '@/lib/server/services/job-signatures';

// POST /api/JobSigned/CreateJobSigned – sign off a job (its Client or an admin); completes the job
export const POST = route({ access: CLIENT_AND_ADMIN_ROLES, body: createJobSignedSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await signJob(db, actor, body), { status: 201 }),
);
