import { NextResponse } from 'next/server';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { meta } from '@/lib/server/http/endpoints/meta';
import { handles } from '@/lib/server/http/route';
import { buildOpenApiDocument } from '@/lib/server/openapi';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

// Not through route(): the document needs no database and no caller.
export const GET = handles(meta.openApi, async () => {
  cached ??= buildOpenApiDocument();
  return withApiHeaders(NextResponse.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } }));
});
