import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { uploadJobImage } from '@/lib/server/services/uploads';

export const POST = route(job.upload, async ({ db, actor, req }) => uploadJobImage(db, actor, req, 'image'));
