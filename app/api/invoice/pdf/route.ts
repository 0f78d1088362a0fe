import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { invoicePdf } from '@/lib/server/services/invoices';

// The PDF library and its fonts are read from disk: this handler must run on Node, never at the edge.
export const runtime = 'nodejs';

// GET /api/invoice/pdf?id= – the invoice as a PDF download (admins of its company; its client once it is sent)
export const GET = route({ access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) => {
  const { fileName, bytes } = await invoicePdf(db, actor, query.id);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
