import 'server-only';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { assertCanDownload, findUpload, openUpload } from '@/lib/server/storage';
import { z } from 'zod';

const pathSchema = z.array(z.string().min(1).max(200)).min(2).max(5);

export const filesEndpoints = endpoints('Files', {
  'GET /api/files/{...path}': endpoint({
    access: 'public',
    summary:
      'A stored upload by dbPath: public images cached for a year; CVs and certificates only to staff of the owning company',
    handler: async ({ db, actor, params }) => {
      const parsed = pathSchema.safeParse(params.path);
      if (!parsed.success) throw notFound('File not found');
      const dbPath = parsed.data.join('/');
      const upload = await findUpload(db, dbPath);
      if (!upload) throw notFound('File not found');
      assertCanDownload(actor, upload);
      const file = await openUpload(db, dbPath);
      if (!file) throw notFound('File not found');
      const name = dbPath.split('/').pop()!;
      return new Response(file.body, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(file.size),
          // Names are unique and files never overwritten, so public files can be cached for good.
          'Cache-Control': file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
          'Content-Disposition': `inline; filename="${name}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  }),
});
