import { NextResponse } from 'next/server';
import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { readUploadedFile, saveUpload } from '@/lib/server/storage';

export const POST = route(blog.upload, async ({ req, db, actor }) => {
  const file = await readUploadedFile(req, 'image');
  const saved = await saveUpload(db, { kind: 'image', file, ownerCompanyId: actor.companyId, uploadedBy: actor.id });
  return NextResponse.json({ dbPath: saved.dbPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
