import { NextResponse } from 'next/server';
import { createJobSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createJob } from '@/lib/server/services/jobs';

// POST /api/job/createjob – create a job (stage New 0 / Pending 1 / Incomplete 2 / Completed 3)
export const POST = route({ access: ADMIN_ROLES, body: createJobSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createJob(db, actor, body), { status: 201 }),
);
