import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';

/** POST /api/job/onmyway: tell the visit's client the team is on its way. */
export const onMyWaySchema = z.object({ jobId: idSchema });
export type OnMyWayInput = z.infer<typeof onMyWaySchema>;
