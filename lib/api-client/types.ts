// Response types are declared with the endpoint table (lib/api/endpoints/endpoint.ts); re-exported for the screens.
export type { ApiResult, Jsonify } from '@/lib/api/endpoints/endpoint';
