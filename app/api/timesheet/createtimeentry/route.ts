import { NextResponse } from 'next/server';
import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { createTimeEntry } from '@/lib/server/services/timesheet-week';

export const POST = route(timesheet.createTimeEntry, async ({ db, actor, body }) =>
  NextResponse.json(await createTimeEntry(db, actor, body), { status: 201 }),
);
