import type { idQuerySchema } from '@/lib/schemas/common';
import type { Download, Endpoint, Query } from '../endpoint';

export const pdf = 'GET /api/invoice/pdf' as Endpoint<Query<typeof idQuerySchema>, Download>;
