import { NextResponse } from 'next/server';
import { checkDatabase } from '@/lib/server/health';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { meta } from '@/lib/server/http/endpoints/meta';
import { handles } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

// Not through route(): it answers 503 itself, with what failed, when the database does not answer.
export const GET = handles(meta.health, async () => {
  const database = await checkDatabase();
  return withApiHeaders(
    NextResponse.json(
      { status: database.ok ? 'ok' : 'unavailable', database },
      { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    ),
  );
});
