import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListAuditInput } from '@/lib/audit/schemas';
import type { listAudit } from '@/lib/server/audit/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type AuditPage = ApiResult<typeof listAudit>;
export type AuditEntry = AuditPage['data'][number];

// read only: nothing in the app can change the trail
export const auditQuery = (params: Partial<ListAuditInput>) =>
  queryOptions({
    queryKey: ['audit', params] as const,
    queryFn: () => withFallback(call('GET /api/audit/auditLogs', { query: params }), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });
