import type { requestVisitSchema } from '@/lib/schemas/visit-change';
import type { RequestResult } from '@/lib/server/services/visit-request';
import type { Endpoint, Jsonify, Json } from '../endpoint';

export const request = 'POST /api/visit/request' as Endpoint<
  Json<typeof requestVisitSchema>,
  Jsonify<Extract<RequestResult, { kind: 'requested' }>['body']>
>;
