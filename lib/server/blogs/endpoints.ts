import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { createBlogSchema, listBlogsQuerySchema, listBlogsSchema, updateBlogSchema } from '@/lib/blogs/schemas';
import { idQuerySchema } from '@/lib/schemas/common';
import { endpoint, endpoints, json } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import { listBlogs, getBlogById, createBlog, updateBlog, deleteBlog } from '@/lib/server/blogs/admin';
import { uploadBodyLimit, readUploadedFile, saveUpload } from '@/lib/server/storage';

export const blogsEndpoints = endpoints('Blogs', {
  'POST /api/Blog/Blogs': endpoint({
    access: 'public',
    body: listBlogsSchema,
    query: listBlogsQuerySchema,
    summary:
      'Published posts, optionally by category or keyword (admins: includeDrafts): { data, totalPages, totalRecords }',
    handler: async ({ db, actor, body }) => listBlogs(db, actor, body),
  }),
  'GET /api/Blog/GetBlogbyId': endpoint({
    access: 'public',
    query: idQuerySchema,
    summary: "One published post (a draft only for its company's admins)",
    handler: async ({ db, actor, query }) => getBlogById(db, actor, query.id),
  }),
  'POST /api/Blog/CreateBlog': endpoint({
    access: ADMIN_ROLES,
    body: createBlogSchema,
    summary: 'Create a blog or job post; HTML is sanitised; public pages are regenerated',
    handler: async ({ db, actor, body }) => createBlog(db, actor, body),
  }),
  'PUT /api/Blog/UpdateBlog': endpoint({
    access: ADMIN_ROLES,
    body: updateBlogSchema,
    summary: "Edit, publish or unpublish a post of your company's",
    handler: async ({ db, actor, body }) => updateBlog(db, actor, body),
  }),
  'DELETE /api/Blog/DeleteBlog': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "Delete a post of your company's",
    handler: async ({ db, actor, query }) => deleteBlog(db, actor, query.id),
  }),
  'POST /api/Blog/Upload': endpoint({
    access: ADMIN_ROLES,
    form: uploadForm('The image'),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('image'),
    success: 201,
    summary: 'Upload a post image (PNG, JPEG or WebP by content, at most 8 MB): 201 { dbPath }',
    handler: async ({ req, db, actor }) => {
      const file = await readUploadedFile(req, 'image');
      const saved = await saveUpload(db, {
        kind: 'image',
        file,
        ownerCompanyId: actor.companyId,
        uploadedBy: actor.id,
      });
      return json({ dbPath: saved.dbPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
});
