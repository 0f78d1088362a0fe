import { NextResponse } from 'next/server';
import { CLIENT_ROLES } from '@/lib/roles';
import { rescheduleVisitSchema } from '@/lib/schemas/visit-change';
import { route } from '@/lib/server/http/route';
import { rescheduleVisit } from '@/lib/server/services/visit-reschedule';

// POST /api/visit/reschedule – the Client moves a visit (or the rest of its series) to a free time; 409 slot_taken with fresh slots
export const POST = route({ access: CLIENT_ROLES, body: rescheduleVisitSchema }, async ({ db, actor, body }) => {
  const result = await rescheduleVisit(db, actor, body);
  return NextResponse.json(result.body, { status: result.kind === 'moved' ? 200 : 409, headers: { 'Cache-Control': 'no-store' } });
});
