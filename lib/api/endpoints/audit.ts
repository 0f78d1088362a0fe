import type { z } from 'zod';
import type { listAuditSchema } from '@/lib/schemas/audit';
import type { listAudit } from '@/lib/server/services/audit';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'GET /api/audit/auditlogs' as Endpoint<{ query: z.input<typeof listAuditSchema> }, ApiResult<typeof listAudit>>;
