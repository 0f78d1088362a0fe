import { NextResponse } from 'next/server';
import { ADMIN_ROLES } from '@/lib/roles';
import { route } from '@/lib/server/http/route';
import { readUploadedFile, saveUpload, uploadBodyLimit } from '@/lib/server/storage';

// POST /api/Blog/Upload – a blog or job post image (multipart `file`; PNG, JPEG or WebP by content, ≤ 8 MB) → 201 { dbPath }
export const POST = route({ access: ADMIN_ROLES, accepts: ['multipart'], maxBodyBytes: uploadBodyLimit('image') }, async ({ req, db, actor }) => {
  const file = await readUploadedFile(req, 'image');
  const saved = await saveUpload(db, { kind: 'image', file, ownerCompanyId: actor.companyId, uploadedBy: actor.id });
  return NextResponse.json({ dbPath: saved.dbPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
