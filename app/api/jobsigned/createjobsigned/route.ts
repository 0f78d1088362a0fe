import { NextResponse } from 'next/server';
import { signOff } from '@/lib/server/http/endpoints/sign-off';
import { route } from '@/lib/server/http/route';
import { signJob } from '@/lib/server/services/job-signatures';

export const POST = route(signOff.create, async ({ db, actor, body }) =>
  NextResponse.json(await signJob(db, actor, body), { status: 201 }),
);
