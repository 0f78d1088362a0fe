import 'server-only';
import { autocompleteQuerySchema } from '@/lib/schemas/address';
import * as api from '@/lib/api/endpoints/address';
import { serverHalf } from './define';

export const address = serverHalf(api, 'Address lookup', {
  lookup: {
    access: 'public',
    query: autocompleteQuerySchema,
    summary:
      'UK address suggestions via the server: { suggestions: [{ address, id }] }; empty when not configured or on upstream failure',
  },
});
