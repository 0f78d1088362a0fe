import { NextResponse } from 'next/server';
import { visit } from '@/lib/server/http/endpoints/visit';
import { route } from '@/lib/server/http/route';
import { requestVisit } from '@/lib/server/services/visit-request';

export const POST = route(visit.request, async ({ db, actor, body }) => {
  const result = await requestVisit(db, actor, body);
  const status = result.kind === 'slot_taken' ? 409 : result.created ? 201 : 200;
  return NextResponse.json(result.body, { status, headers: { 'Cache-Control': 'no-store' } });
});
