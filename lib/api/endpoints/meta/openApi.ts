import type { buildOpenApiDocument } from '@/lib/server/openapi';
import type { Endpoint, NoInput } from '../endpoint';

export const openApi = 'GET /api/openapi.json' as Endpoint<NoInput, ReturnType<typeof buildOpenApiDocument>>;
