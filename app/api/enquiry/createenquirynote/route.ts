import { NextResponse } from 'next/server';
import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { addEnquiryNote } from '@/lib/server/services/enquiry-events';

export const POST = route(enquiry.addNote, async ({ db, actor, body }) =>
  NextResponse.json(await addEnquiryNote(db, actor, body), { status: 201 }),
);
