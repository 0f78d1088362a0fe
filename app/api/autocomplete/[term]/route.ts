import { autocompleteParamsSchema } from '@/lib/schemas/address';
import { address } from '@/lib/server/http/endpoints/address';
import { route } from '@/lib/server/http/route';
import { lookupAddresses } from '@/lib/server/services/address-lookup';

export const GET = route(address.lookup, async ({ query, params }) => {
  const { term } = autocompleteParamsSchema.parse(params);
  return lookupAddresses(term, query.top);
});
