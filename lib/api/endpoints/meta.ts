import type { Endpoint } from './endpoint';

export const health = 'GET /api/health' as Endpoint<{}, unknown>;
export const openApi = 'GET /api/openapi.json' as Endpoint<{}, unknown>;
