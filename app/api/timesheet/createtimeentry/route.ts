import { NextResponse } from 'next/server';
import { createTimeEntrySchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createTimeEntry } from '@/lib/server/services/timesheet-week';

// POST /api/timesheet/createTimeEntry – the office adds a missing clock record for a cleaner (with the reason)
export const POST = route({ access: ADMIN_ROLES, body: createTimeEntrySchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createTimeEntry(db, actor, body), { status: 201 }),
);
