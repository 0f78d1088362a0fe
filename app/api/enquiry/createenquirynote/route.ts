import { NextResponse } from 'next/server';
import { ADMIN_ROLES } from '@/lib/roles';
import { createEnquiryNoteSchema } from '@/lib/schemas/enquiry';
import { route } from '@/lib/server/http/route';
import { addEnquiryNote } from '@/lib/server/services/enquiry-events';

// POST /api/Enquiry/CreateEnquiryNote – a note of the office on an enquiry: 201 with the note
export const POST = route({ access: ADMIN_ROLES, body: createEnquiryNoteSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await addEnquiryNote(db, actor, body), { status: 201 }),
);
