import { NextResponse } from 'next/server';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { buildOpenApiDocument } from '@/lib/server/openapi';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

// GET /api/openapi.json – this OpenAPI 3.1 document, generated from the endpoint registries (no database needed)
export async function GET() {
  cached ??= buildOpenApiDocument();
  return withApiHeaders(NextResponse.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } }));
}
