import { NextResponse } from 'next/server';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { readUploadedFile, saveUpload } from '@/lib/server/storage';

const LIMIT = {
  name: 'upload-cv',
  limit: 12,
  windowMs: 10 * 60 * 1000,
  message: 'Too many uploads. Please try again in a few minutes.',
};

export const POST = route(enquiry.uploadCv, async ({ req, db, actor }) => {
  await enforceRateLimit(db, req, LIMIT);
  const file = await readUploadedFile(req, 'cv');
  const saved = await saveUpload(db, { kind: 'cv', file, uploadedBy: actor?.id ?? null });
  return NextResponse.json({ dbPath: saved.dbPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
