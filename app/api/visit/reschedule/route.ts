import { NextResponse } from 'next/server';
import { visit } from '@/lib/server/http/endpoints/visit';
import { route } from '@/lib/server/http/route';
import { rescheduleVisit } from '@/lib/server/services/visit-reschedule';

export const POST = route(visit.reschedule, async ({ db, actor, body }) => {
  const result = await rescheduleVisit(db, actor, body);
  return NextResponse.json(result.body, {
    status: result.kind === 'moved' ? 200 : 409,
    headers: { 'Cache-Control': 'no-store' },
  });
});
