import type { tickChecklistItemSchema } from '@/lib/schemas/job';
import type { tickChecklistItem as tickChecklistItemService } from '@/lib/server/services/job-work';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const tickChecklistItem = 'PUT /api/job/updatechecklistitem/[id]' as Endpoint<
  Json<typeof tickChecklistItemSchema> & { params: { id: string } },
  ApiResult<typeof tickChecklistItemService>
>;
