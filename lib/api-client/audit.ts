import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListAuditInput } from '@/lib/schemas/audit';
import type { listAudit } from '@/lib/server/services/audit';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';

export type AuditPage = ApiResult<typeof listAudit>;
export type AuditEntry = AuditPage['data'][number];

const query = (params: Partial<ListAuditInput>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));

// GET /api/audit/auditLogs – read only: nothing in the app can change the trail
export const auditQuery = (params: Partial<ListAuditInput>) =>
  queryOptions({
    queryKey: ['audit', params] as const,
    queryFn: () => withFallback(apiFetch<AuditPage>(`/api/audit/auditlogs?${query(params)}`), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });
