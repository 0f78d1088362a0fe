import { queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateCategoryInput, UpdateCategoryInput } from '@/lib/categories/schemas';
import type { getCategory, listCategories } from '@/lib/server/categories/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type Category = ApiResult<typeof getCategory>;
export type CategoryList = ApiResult<typeof listCategories>;

export const categoryKeys = { all: ['categories'] as const, list: () => [...categoryKeys.all, 'list'] as const };

// every Services category of the company (a short list: the screen pages it itself)
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: () => withFallback(call('GET /api/category/categories'), 'An unexpected error occurred'),
  });

function useCategoryMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export const useCreateCategory = () =>
  useCategoryMutation((input: CreateCategoryInput) =>
    withFallback(call('POST /api/category/createCategory', { json: input }), 'An unexpected error occurred'),
  );

export const useUpdateCategory = () =>
  useCategoryMutation((input: UpdateCategoryInput) =>
    withFallback(call('PUT /api/category/updateCategory', { json: input }), 'An unexpected error occurred'),
  );

export const useDeleteCategory = () =>
  useCategoryMutation((id: string) =>
    withFallback(call('DELETE /api/category/deleteCategory', { query: { id } }), 'An unexpected error occurred'),
  );
