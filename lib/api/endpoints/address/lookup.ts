import type { autocompleteQuerySchema } from '@/lib/schemas/address';
import type { lookupAddresses } from '@/lib/server/services/address-lookup';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const lookup = 'GET /api/autocomplete/[term]' as Endpoint<
  Query<typeof autocompleteQuerySchema> & { params: { term: string } },
  ApiResult<typeof lookupAddresses>
>;
