import type { listCompaniesSchema } from '@/lib/schemas/company';
import type { listCompanies } from '@/lib/server/services/companies';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/company/companies' as Endpoint<
  Query<typeof listCompaniesSchema>,
  ApiResult<typeof listCompanies>
>;
