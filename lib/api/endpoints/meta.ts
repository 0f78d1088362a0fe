import type { checkDatabase } from '@/lib/server/health';
import type { buildOpenApiDocument } from '@/lib/server/openapi';
import type { ApiResult, Endpoint, NoInput } from './endpoint';

export const health = 'GET /api/health' as Endpoint<NoInput, { status: 'ok' | 'unavailable'; database: ApiResult<typeof checkDatabase> }>;
export const openApi = 'GET /api/openapi.json' as Endpoint<NoInput, ReturnType<typeof buildOpenApiDocument>>;
