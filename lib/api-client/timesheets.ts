import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveTimesheetInput, ListTimesheetsInput } from '@/lib/schemas/timesheet';
import type { approveTimesheet, listTimesheets } from '@/lib/server/services/timesheets';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';

export type TimesheetPage = ApiResult<typeof listTimesheets>;
export type Timesheet = ApiResult<typeof approveTimesheet>;

export const timesheetKeys = {
  all: ['timesheets'] as const,
  lists: () => [...timesheetKeys.all, 'list'] as const,
  list: (params: Partial<ListTimesheetsInput>) => [...timesheetKeys.lists(), params] as const,
};

// POST /api/timesheet/timesheets – startDate, endDate, pageNumber, pageSize, search, sortBy, sortOrder
export const timesheetsQuery = (params: Partial<ListTimesheetsInput> & { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: timesheetKeys.list(params),
    queryFn: () => withFallback(apiFetch<TimesheetPage>('/api/timesheet/timesheets', { method: 'POST', json: { pageNumber: 1, pageSize: 100, ...params } }), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });

// PUT /api/timesheet/approve
export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveTimesheetInput) => withFallback(apiFetch<Timesheet>('/api/timesheet/approve', { method: 'PUT', json: input }), 'An unexpected error occurred'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.lists() }),
  });
}

/** GET /api/timesheet/export – the payroll CSV of the approved timesheets of a period (a plain download link). */
export const timesheetCsvHref = (startDate: string, endDate: string) => `/api/timesheet/export?${new URLSearchParams({ startDate, endDate }).toString()}`;
