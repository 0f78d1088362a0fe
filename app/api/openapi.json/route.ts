import { NextResponse } from 'next/server';
import { buildOpenApiDocument } from '@/lib/server/openapi';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

// GET /api/openapi.json – this OpenAPI 3.1 document, generated from the endpoint registries (no database needed)
export async function GET() {
  cached ??= buildOpenApiDocument();
  return NextResponse.json(cached, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
