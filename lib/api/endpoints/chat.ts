import type { createChatSchema, listChatThreadsSchema, markChatReadSchema, updateChatSchema } from '@/lib/schemas/chat';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { createChatMessage, deleteChatMessage, getChatMessage, listChat, listChatThreads, markChatRead, updateChatMessage } from '@/lib/server/services/chat';
import type { uploadJobImage } from '@/lib/server/services/uploads';
import type { ApiResult, Endpoint, Json, NoInput, Query } from './endpoint';

export const byJob = 'GET /api/chatbox/getchatboxbyjob' as Endpoint<Query<typeof jobIdQuerySchema>, ApiResult<typeof listChat>>;
export const threads = 'GET /api/chatbox/getthreads' as Endpoint<Query<typeof listChatThreadsSchema>, ApiResult<typeof listChatThreads>>;
export const get = 'GET /api/chatbox/getchatboxbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getChatMessage>>;
export const create = 'POST /api/chatbox/createchatbox' as Endpoint<Json<typeof createChatSchema>, ApiResult<typeof createChatMessage>>;
export const update = 'PUT /api/chatbox/updatechatbox/[id]' as Endpoint<Json<typeof updateChatSchema> & { params: { id: string } }, ApiResult<typeof updateChatMessage>>;
export const remove = 'DELETE /api/chatbox/deletechatbox/[id]' as Endpoint<{ params: { id: string } }, ApiResult<typeof deleteChatMessage>>;
export const markRead = 'POST /api/chatbox/markread' as Endpoint<Json<typeof markChatReadSchema>, ApiResult<typeof markChatRead>>;
export const upload = 'POST /api/chatbox/upload' as Endpoint<NoInput, ApiResult<typeof uploadJobImage>>;
