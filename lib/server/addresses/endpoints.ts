import 'server-only';
import { autocompleteQuerySchema, autocompleteParamsSchema } from '@/lib/addresses/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { lookupAddresses } from '@/lib/server/addresses/lookup';

export const addressesEndpoints = endpoints('Address lookup', {
  'GET /api/autocomplete/{term}': endpoint({
    access: 'public',
    query: autocompleteQuerySchema,
    summary:
      'UK address suggestions via the server: { suggestions: [{ address, id }] }; empty when not configured or on upstream failure',
    handler: async ({ query, params }) => {
      const { term } = autocompleteParamsSchema.parse(params);
      return lookupAddresses(term, query.top);
    },
  }),
});
