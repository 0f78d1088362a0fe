import type { createCompanySchema } from '@/lib/schemas/company';
import type { createCompany } from '@/lib/server/services/companies';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/company/createcompany' as Endpoint<
  Json<typeof createCompanySchema>,
  ApiResult<typeof createCompany>
>;
