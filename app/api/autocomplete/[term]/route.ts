import { autocompleteParamsSchema, autocompleteQuerySchema } from '@/lib/schemas/address';
import { route } from '@/lib/server/http/route';
import { lookupAddresses } from '@/lib/server/services/address-lookup';

// GET /api/autocomplete/{term}?top=20 – UK address suggestions through the server (empty list when not configured)
export const GET = route({ access: 'public', query: autocompleteQuerySchema }, async ({ query, params }) => {
  const { term } = autocompleteParamsSchema.parse(params);
  return lookupAddresses(term, query.top);
});
