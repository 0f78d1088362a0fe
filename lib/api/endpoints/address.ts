import type { z } from 'zod';
import type { autocompleteQuerySchema } from '@/lib/schemas/address';
import type { lookupAddresses } from '@/lib/server/services/address-lookup';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const lookup = 'GET /api/autocomplete/[term]' as Endpoint<{ query: z.input<typeof autocompleteQuerySchema>; params: { term: string } }, ApiResult<typeof lookupAddresses>>;
