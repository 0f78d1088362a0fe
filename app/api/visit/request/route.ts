import { NextResponse } from 'next/server';
import { CLIENT_ROLES } from '@/lib/roles';
import { requestVisitSchema } from '@/lib/schemas/visit-change';
import { route } from '@/lib/server/http/route';
import { requestVisit } from '@/lib/server/services/visit-request';

// POST /api/visit/request – the Client asks for another visit like one of theirs: 201 (200 for a retry of the same id); 409 slot_taken with fresh slots
export const POST = route({ access: CLIENT_ROLES, body: requestVisitSchema }, async ({ db, actor, body }) => {
  const result = await requestVisit(db, actor, body);
  const status = result.kind === 'slot_taken' ? 409 : result.created ? 201 : 200;
  return NextResponse.json(result.body, { status, headers: { 'Cache-Control': 'no-store' } });
});
