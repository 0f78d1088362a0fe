import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { createBlogSchema, listBlogsQuerySchema, listBlogsSchema, updateBlogSchema } from '@/lib/schemas/blog';
import { idQuerySchema } from '@/lib/schemas/common';
import { uploadBodyLimit } from '@/lib/server/storage';
import * as api from '@/lib/api/endpoints/blog';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const blog = serverHalf(api, 'Blogs', {
  list: {
    contract: '/api/Blog/Blogs',
    access: 'public',
    body: listBlogsSchema,
    query: listBlogsQuerySchema,
    summary:
      'Published posts, optionally by category or keyword (admins: includeDrafts): { data, totalPages, totalRecords }',
  },
  get: {
    contract: '/api/Blog/GetBlogbyId',
    access: 'public',
    query: idQuerySchema,
    summary: "One published post (a draft only for its company's admins)",
  },
  create: {
    contract: '/api/Blog/CreateBlog',
    access: ADMIN_ROLES,
    body: createBlogSchema,
    summary: 'Create a blog or job post; HTML is sanitised; public pages are regenerated',
  },
  update: {
    contract: '/api/Blog/UpdateBlog',
    access: ADMIN_ROLES,
    body: updateBlogSchema,
    summary: "Edit, publish or unpublish a post of your company's",
  },
  remove: {
    contract: '/api/Blog/DeleteBlog',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "Delete a post of your company's",
  },
  upload: {
    contract: '/api/Blog/Upload',
    access: ADMIN_ROLES,
    form: uploadForm('The image'),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('image'),
    success: 201,
    summary: 'Upload a post image (PNG, JPEG or WebP by content, at most 8 MB): 201 { dbPath }',
  },
});
