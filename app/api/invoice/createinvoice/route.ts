import { NextResponse } from 'next/server';
import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { createInvoice } from '@/lib/server/services/invoices';

export const POST = route(invoice.create, async ({ db, actor, body }) =>
  NextResponse.json(await createInvoice(db, actor, body), { status: 201 }),
);
