import type { z } from 'zod';
import type { createChatSchema, listChatThreadsSchema, markChatReadSchema, updateChatSchema } from '@/lib/schemas/chat';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { createChatMessage, deleteChatMessage, getChatMessage, listChat, listChatThreads, markChatRead, updateChatMessage } from '@/lib/server/services/chat';
import type { uploadJobImage } from '@/lib/server/services/uploads';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const byJob = 'GET /api/chatbox/getchatboxbyjob' as Endpoint<{ query: z.input<typeof jobIdQuerySchema> }, ApiResult<typeof listChat>>;
export const threads = 'GET /api/chatbox/getthreads' as Endpoint<{ query: z.input<typeof listChatThreadsSchema> }, ApiResult<typeof listChatThreads>>;
export const get = 'GET /api/chatbox/getchatboxbyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getChatMessage>>;
export const create = 'POST /api/chatbox/createchatbox' as Endpoint<{ json: z.input<typeof createChatSchema> }, ApiResult<typeof createChatMessage>>;
export const update = 'PUT /api/chatbox/updatechatbox/[id]' as Endpoint<{ json: z.input<typeof updateChatSchema>; params: { id: string } }, ApiResult<typeof updateChatMessage>>;
export const remove = 'DELETE /api/chatbox/deletechatbox/[id]' as Endpoint<{ params: { id: string } }, ApiResult<typeof deleteChatMessage>>;
export const markRead = 'POST /api/chatbox/markread' as Endpoint<{ json: z.input<typeof markChatReadSchema> }, ApiResult<typeof markChatRead>>;
export const upload = 'POST /api/chatbox/upload' as Endpoint<{}, ApiResult<typeof uploadJobImage>>;
