import { NextResponse } from 'next/server';
import { checkDatabase } from '@/lib/server/health';
import { withApiHeaders } from '@/lib/server/http/api-headers';

export const dynamic = 'force-dynamic';

// GET /api/health – for the hosting platform's health check: 200 when the database answers a query, 503 otherwise
export async function GET() {
  const database = await checkDatabase();
  return withApiHeaders(NextResponse.json(
    { status: database.ok ? 'ok' : 'unavailable', database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  ));
}
