import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { invoicePdf } from '@/lib/server/services/invoices';

// The PDF library and its fonts are read from disk: this handler must run on Node, never at the edge.
export const runtime = 'nodejs';

export const GET = route(invoice.pdf, async ({ db, actor, query }) => {
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
