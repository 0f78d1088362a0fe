import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CreateCategoryInput, UpdateCategoryInput } from '@/lib/schemas/category';
import type { getCategory, listCategories } from '@/lib/server/services/categories';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';
import { useMutation } from './mutation';

export type Category = ApiResult<typeof getCategory>;
export type CategoryList = ApiResult<typeof listCategories>;

export const categoryKeys = { all: ['categories'] as const, list: () => [...categoryKeys.all, 'list'] as const };

// GET /api/category/categories – every Services category of the company (a short list: the screen pages it itself)
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: () => withFallback(apiFetch<CategoryList>('/api/category/categories'), 'An unexpected error occurred'),
  });

function useCategoryMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}

// POST /api/category/createCategory
export const useCreateCategory = () =>
  useCategoryMutation((input: CreateCategoryInput) =>
    withFallback(apiFetch<Category>('/api/category/createcategory', { method: 'POST', json: input }), 'An unexpected error occurred'));

// PUT /api/category/updateCategory
export const useUpdateCategory = () =>
  useCategoryMutation((input: UpdateCategoryInput) =>
    withFallback(apiFetch<Category>('/api/category/updatecategory', { method: 'PUT', json: input }), 'An unexpected error occurred'));

// DELETE /api/category/deleteCategory?id=
export const useDeleteCategory = () =>
  useCategoryMutation((id: string) =>
    withFallback(apiFetch<{ success: boolean; id: string }>(`/api/category/deletecategory?id=${encodeURIComponent(id)}`, { method: 'DELETE' }), 'An unexpected error occurred'));
