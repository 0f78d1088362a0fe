import type { CreateBlogInput, ListBlogsInput, UpdateBlogInput } from '@/lib/schemas/blog';
import { withFallback, type Page } from './fallback';
import { apiFetch } from './http';

export type Blog = {
  id: string;
  companyId: string | null;
  title: string;
  category: string;
  tags: string[];
  location: string | null;
  content: string;
  image: string | null;
  imagePath: string | null;
  user: string | null;
  status: 'published' | 'draft';
  date: string;
};

// POST /api/Blog/Blogs?domainName= – pageNumber, pageSize (career 10, list 6, home 30, sidebar 6)
export const fetchBlogs = (input: Partial<ListBlogsInput> = {}) =>
  withFallback(
    apiFetch<Page<Blog> & { totalPages: number }>(`/api/Blog/Blogs?domainName=${encodeURIComponent(window.location.origin)}`, {
      method: 'POST',
      json: { pageNumber: 1, pageSize: 6, ...input },
    }),
    'Failed to fetch blogs',
  );

// GET /api/Blog/GetBlogbyId?id=
export const fetchBlog = (id: string) => withFallback(apiFetch<Blog>(`/api/Blog/GetBlogbyId?id=${encodeURIComponent(id)}`), 'Failed to fetch blog');

// POST /api/Blog/CreateBlog
export const createBlog = (input: CreateBlogInput) =>
  withFallback(apiFetch<Blog>('/api/Blog/CreateBlog', { method: 'POST', json: input }), 'Failed to create blog');

// PUT /api/Blog/UpdateBlog
export const updateBlog = (input: UpdateBlogInput) =>
  withFallback(apiFetch<Blog>('/api/Blog/UpdateBlog', { method: 'PUT', json: input }), 'Failed to update blog');

// DELETE /api/Blog/DeleteBlog?id=
export const deleteBlog = (id: string) =>
  withFallback(apiFetch<{ success: boolean }>(`/api/Blog/DeleteBlog?id=${encodeURIComponent(id)}`, { method: 'DELETE' }), 'An unexpected error occurred');

// POST /api/Blog/Upload – multipart `file` → { dbPath }
export async function uploadBlogImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return withFallback(apiFetch<{ dbPath: string }>('/api/Blog/Upload', { method: 'POST', body: form }), 'Failed to create blog');
}
