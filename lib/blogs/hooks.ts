import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateBlogInput, ListBlogsInput, UpdateBlogInput } from '@/lib/blogs/schemas';
import type { getBlogById, listBlogs } from '@/lib/server/blogs/admin';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

/** The office's side of blogs and job posts: its list (drafts included), one post, and the writes. */
export type AdminBlog = ApiResult<typeof getBlogById>;
export type AdminBlogPage = ApiResult<typeof listBlogs> & {
  counts?: { all: number; published: number; draft: number };
};
export type BlogListParams = Omit<Partial<ListBlogsInput>, 'includeDrafts' | 'q'>;

export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (params: BlogListParams) => [...blogKeys.lists(), params] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

const clean = (params: BlogListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

// the company's posts, searched, filtered, sorted, with counts
export const adminBlogsQuery = (params: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: (): Promise<AdminBlogPage> =>
      withFallback(
        call('POST /api/Blog/Blogs', {
          query: { domainName: window.location.origin },
          json: { pageNumber: 1, pageSize: 25, ...clean(params), includeDrafts: true },
        }),
        'Failed to fetch blogs',
      ),
    placeholderData: keepPreviousData,
  });

export const adminBlogQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => withFallback(call('GET /api/Blog/GetBlogbyId', { query: { id } }), 'Failed to fetch blog'),
  });

function useBlogMutation<I, O extends { id: string }>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(result.id) });
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
    },
  });
}

export const useCreateBlog = () =>
  useBlogMutation((input: CreateBlogInput) =>
    withFallback(call('POST /api/Blog/CreateBlog', { json: input }), 'Failed to create blog'),
  );

export const useUpdateBlog = () =>
  useBlogMutation((input: UpdateBlogInput) =>
    withFallback(call('PUT /api/Blog/UpdateBlog', { json: input }), 'Failed to update blog'),
  );

export const useDeleteBlog = () =>
  useBlogMutation((id: string) =>
    withFallback(call('DELETE /api/Blog/DeleteBlog', { query: { id } }), 'An unexpected error occurred'),
  );
