import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateJobInput, CreateJobSignedInput, ListJobsInput, UpdateJobInput } from '@/lib/jobs/schemas';
import type { listCandidates, tickChecklistItem } from '@/lib/server/jobs/work';
import type { getVisitSummary } from '@/lib/server/jobs/visit-summary';
import type { getJob, listJobs } from '@/lib/server/jobs/queries';
import type { createJob } from '@/lib/server/jobs/service';
import type { listJobSignatures, signJob } from '@/lib/server/sign-offs/signatures';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type JobPage = ApiResult<typeof listJobs>;
export type Job = ApiResult<typeof getJob>;
export type CreatedJob = ApiResult<typeof createJob>;
export type JobSignature = ApiResult<typeof signJob>;
export type JobSignatures = ApiResult<typeof listJobSignatures>;
export type JobCandidates = ApiResult<typeof listCandidates>;
export type ChecklistItem = ApiResult<typeof tickChecklistItem>;
export type VisitSummary = ApiResult<typeof getVisitSummary>;

const FAILED = 'An unexpected error occurred';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: Partial<ListJobsInput>) => [...jobKeys.lists(), params] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  signatures: (id: string) => [...jobKeys.all, 'signatures', id] as const,
  candidates: (id: string) => [...jobKeys.all, 'candidates', id] as const,
  visit: (id: string) => [...jobKeys.all, 'visit', id] as const,
};

// pageNumber, pageSize (100), search, sortBy, sortOrder, stage, service, userClientId, userAssigneeId
export const jobsQuery = (params: Partial<ListJobsInput>) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: () =>
      withFallback(call('POST /api/job/jobs', { json: { pageNumber: 1, pageSize: 100, ...params } }), FAILED),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => withFallback(call('GET /api/Job/GetJobbyId', { query: { id } }), FAILED),
  });

export const jobSignaturesQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.signatures(jobId),
    queryFn: () => withFallback(call('GET /api/JobSigned/GetJobSignedbyJob', { query: { jobId } }), FAILED),
  });

// checklist, chat photos and time on site, for the sign-off screen
export const visitSummaryQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.visit(jobId),
    queryFn: () => withFallback(call('GET /api/Job/GetVisitSummary', { query: { jobId } }), FAILED),
  });

// cleaners free at the job's time (admins)
export const jobCandidatesQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.candidates(jobId),
    queryFn: () => withFallback(call('GET /api/Job/GetCandidates/{id}', { params: { id: jobId } }), FAILED),
  });

/** Creating or updating a job flags the lists for refetch (SPEC §4), and the job's detail too. */
function useJobMutation<I, O>(call: (input: I) => Promise<O>, jobIdOf: (result: O, input: I) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result, input) => {
      const id = jobIdOf(result, input);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.signatures(id) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.candidates(id) });
    },
  });
}

export const useCreateJob = () =>
  useJobMutation(
    (input: CreateJobInput) => withFallback(call('POST /api/job/createjob', { json: input }), FAILED),
    (r) => r.id,
  );

export const useUpdateJob = () =>
  useJobMutation(
    (input: UpdateJobInput) => withFallback(call('PUT /api/job/updatejob', { json: input }), FAILED),
    (r) => r.id,
  );

export const useDeleteJob = () =>
  useJobMutation(
    (id: string) => withFallback(call('DELETE /api/job/deletejob', { query: { id } }), FAILED),
    (r) => r.id,
  );

// the client (or an admin) signs the job off; it becomes Completed
export const useSignJob = () =>
  useJobMutation(
    (input: CreateJobSignedInput) => withFallback(call('POST /api/JobSigned/CreateJobSigned', { json: input }), FAILED),
    (r) => r.jobId,
  );

// tick or untick; the job's detail refetches
export const useTickChecklistItem = (jobId: string) =>
  useJobMutation(
    ({ id, done }: { id: string; done: boolean }) =>
      withFallback(call('PUT /api/Job/UpdateChecklistItem/{id}', { params: { id }, json: { done } }), FAILED),
    () => jobId,
  );
