import type { createBlogSchema, listBlogsQuerySchema, listBlogsSchema, updateBlogSchema } from '@/lib/schemas/blog';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createBlog, deleteBlog, getBlogById, listBlogs, updateBlog } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Json, NoInput, Query } from './endpoint';

export const list = 'POST /api/blog/blogs' as Endpoint<Json<typeof listBlogsSchema> & Query<typeof listBlogsQuerySchema>, ApiResult<typeof listBlogs>>;
export const get = 'GET /api/blog/getblogbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getBlogById>>;
export const create = 'POST /api/blog/createblog' as Endpoint<Json<typeof createBlogSchema>, ApiResult<typeof createBlog>>;
export const update = 'PUT /api/blog/updateblog' as Endpoint<Json<typeof updateBlogSchema>, ApiResult<typeof updateBlog>>;
export const remove = 'DELETE /api/blog/deleteblog' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteBlog>>;
export const upload = 'POST /api/blog/upload' as Endpoint<NoInput, { dbPath: string }>;
