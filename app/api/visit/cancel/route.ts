import { NextResponse } from 'next/server';
import { CLIENT_ROLES } from '@/lib/roles';
import { cancelVisitSchema } from '@/lib/schemas/visit-change';
import { route } from '@/lib/server/http/route';
import { cancelVisit, FeeChanged } from '@/lib/server/services/visit-cancel';

// POST /api/visit/cancel – the Client cancels a visit under the notice rule; 409 fee_changed { feePence } when the agreed fee is not the fee due
export const POST = route({ access: CLIENT_ROLES, body: cancelVisitSchema }, async ({ db, actor, body }) => {
  try {
    return await cancelVisit(db, actor, body);
  } catch (error) {
    if (!(error instanceof FeeChanged)) throw error;
    return NextResponse.json(
      { status: 409, code: error.code, message: error.message, reason: error.detail?.reason, feePence: error.feePence, insideNotice: error.insideNotice },
      { status: 409, headers: { 'Cache-Control': 'no-store' } },
    );
  }
});
