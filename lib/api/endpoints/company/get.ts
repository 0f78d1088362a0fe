import type { idQuerySchema } from '@/lib/schemas/common';
import type { getCompany } from '@/lib/server/services/companies';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/company/getcompanybyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getCompany>
>;
