import 'server-only';
import { checkDatabase } from '@/lib/server/meta/health';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { buildOpenApiDocument } from '@/lib/server/meta/openapi';
import { NextResponse } from 'next/server';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export const metaEndpoints = endpoints('Meta', {
  // Not through route(): it answers 503 itself, with what failed, when the database does not answer.
  'GET /api/health': endpoint({
    access: 'public',
    summary: 'Health check for the hosting platform: 200 { status: "ok" } when the database answers, 503 otherwise',
    raw: async () => {
      const database = await checkDatabase();
      return withApiHeaders(
        NextResponse.json(
          { status: database.ok ? 'ok' : 'unavailable', database },
          { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
        ),
      );
    },
  }),
  // Not through route(): the document needs no database and no caller.
  'GET /api/openapi.json': endpoint({
    access: 'public',
    summary: 'This OpenAPI 3.1 document, generated from the endpoint table',
    raw: async () => {
      cached ??= buildOpenApiDocument();
      return withApiHeaders(NextResponse.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } }));
    },
  }),
});
