import { route } from '@/lib/server/http/route';
import { uploadJobImage } from '@/lib/server/services/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';

// POST /api/ChatBox/Upload – upload a chat image for a job you take part in (form field jobId); reply { dbPath }
export const POST = route({ access: 'signed-in', accepts: ['multipart'], maxBodyBytes: uploadBodyLimit('chat') }, async ({ db, actor, req }) =>
  uploadJobImage(db, actor, req, 'chat'),
);
