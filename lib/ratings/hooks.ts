import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateRatingInput, ListTestimonialsInput, PublishTestimonialInput } from '@/lib/ratings/schemas';
import type { getJobRating, listTestimonials } from '@/lib/server/ratings/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type JobRating = ApiResult<typeof getJobRating>;
export type TestimonialPage = ApiResult<typeof listTestimonials>;
export type TestimonialRow = TestimonialPage['data'][number];

export const ratingKeys = {
  all: ['ratings'] as const,
  job: (jobId: string) => [...ratingKeys.all, 'job', jobId] as const,
  lists: () => [...ratingKeys.all, 'testimonials'] as const,
  list: (params: Partial<ListTestimonialsInput>) => [...ratingKeys.lists(), params] as const,
};

export const jobRatingQuery = (jobId: string) =>
  queryOptions({
    queryKey: ratingKeys.job(jobId),
    queryFn: () =>
      withFallback(call('GET /api/rating/getratingbyjob', { query: { jobId } }), 'An unexpected error occurred'),
  });

// the rating replaces the job's entry; the overview (low-rating alert) refetches
export function useRateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRatingInput) =>
      withFallback(call('POST /api/rating/createrating', { json: input }), 'An unexpected error occurred'),
    onSuccess: (rating) => {
      queryClient.setQueryData(ratingKeys.job(rating.jobId), {
        jobId: rating.jobId,
        rating,
        canRate: false,
      } satisfies JobRating);
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
    },
  });
}

export const testimonialsQuery = (params: Partial<ListTestimonialsInput>) =>
  queryOptions({
    queryKey: ratingKeys.list(params),
    queryFn: () =>
      withFallback(
        call('POST /api/rating/testimonials', { json: { pageNumber: 1, pageSize: 25, ...params } }),
        'An unexpected error occurred',
      ),
    placeholderData: keepPreviousData,
  });

export function usePublishTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishTestimonialInput) =>
      withFallback(call('PUT /api/rating/publishtestimonial', { json: input }), 'An unexpected error occurred'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratingKeys.lists() }),
  });
}
