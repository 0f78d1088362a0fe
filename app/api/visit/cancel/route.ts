import { NextResponse } from 'next/server';
import { visit } from '@/lib/server/http/endpoints/visit';
import { route } from '@/lib/server/http/route';
import { cancelVisit, FeeChanged } from '@/lib/server/services/visit-cancel';

export const POST = route(visit.cancel, async ({ db, actor, body }) => {
  try {
    return await cancelVisit(db, actor, body);
  } catch (error) {
    if (!(error instanceof FeeChanged)) throw error;
    return NextResponse.json(
      {
        status: 409,
        code: error.code,
        message: error.message,
        reason: error.detail?.reason,
        feePence: error.feePence,
        insideNotice: error.insideNotice,
      },
      { status: 409, headers: { 'Cache-Control': 'no-store' } },
    );
  }
});
