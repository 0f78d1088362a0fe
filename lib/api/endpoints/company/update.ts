import type { updateCompanySchema } from '@/lib/schemas/company';
import type { updateCompany } from '@/lib/server/services/companies';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/company/updatecompany' as Endpoint<
  Json<typeof updateCompanySchema>,
  ApiResult<typeof updateCompany>
>;
