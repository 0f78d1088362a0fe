import { NextResponse } from 'next/server';
import { createInvoiceSchema } from '@/lib/schemas/invoice';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createInvoice } from '@/lib/server/services/invoices';

// POST /api/invoice/createinvoice – create an invoice; number, due date (+15 days) and totals are set by the server
export const POST = route({ access: ADMIN_ROLES, body: createInvoiceSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createInvoice(db, actor, body), { status: 201 }),
);
