import 'server-only';
import {
  createChatSchema,
  listChatThreadsSchema,
  markChatReadSchema,
  updateChatSchema,
  chatIdParamsSchema,
} from '@/lib/chats/schemas';
import { idQuerySchema } from '@/lib/schemas/common';
import { jobIdQuerySchema } from '@/lib/jobs/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import {
  listChat,
  listChatThreads,
  getChatMessage,
  createChatMessage,
  updateChatMessage,
  deleteChatMessage,
  markChatRead,
} from '@/lib/server/chats/service';
import { uploadJobImage } from '@/lib/server/files/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';

export const chatsEndpoints = endpoints('Chat', {
  'GET /api/ChatBox/GetChatBoxbyJob': endpoint({
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: "A job's chat, oldest first (its client, assignee and company admins): { data, totalRecords }",
    handler: async ({ db, actor, query }) => listChat(db, actor, query.jobId),
  }),
  'GET /api/ChatBox/GetThreads': endpoint({
    access: 'signed-in',
    query: listChatThreadsSchema,
    summary:
      'Your job threads (jobs you may see that have messages), latest message first, with the count and the latest message: { data, totalRecords, totalPages }',
    handler: async ({ db, actor, query }) => listChatThreads(db, actor, query),
  }),
  'GET /api/ChatBox/GetChatBoxbyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One chat message of a job you take part in',
    handler: async ({ db, actor, query }) => getChatMessage(db, actor, query.id),
  }),
  'POST /api/ChatBox/CreateChatBox': endpoint({
    access: 'signed-in',
    body: createChatSchema,
    success: 201,
    summary: 'Post a text or image message on a job you take part in',
    handler: async ({ db, actor, body }) => await createChatMessage(db, actor, body),
  }),
  'PUT /api/ChatBox/UpdateChatBox/{id}': endpoint({
    access: 'signed-in',
    body: updateChatSchema,
    summary: 'Edit your own message',
    handler: async ({ db, actor, body, params }) =>
      updateChatMessage(db, actor, chatIdParamsSchema.parse(params).id, body),
  }),
  'DELETE /api/ChatBox/DeleteChatBox/{id}': endpoint({
    access: 'signed-in',
    summary: 'Delete your own message',
    handler: async ({ db, actor, params }) => deleteChatMessage(db, actor, chatIdParamsSchema.parse(params).id),
  }),
  'POST /api/ChatBox/MarkRead': endpoint({
    access: 'signed-in',
    body: markChatReadSchema,
    summary:
      "Mark a job's chat read by you (opened), up to lastMessageId or now; unread counts in the job list and inbox drop: { jobId, lastReadAt, unreadCount }",
    handler: async ({ db, actor, body }) => markChatRead(db, actor, body),
  }),
  'POST /api/ChatBox/Upload': endpoint({
    access: 'signed-in',
    form: uploadForm('The image', { jobId: z.uuid() }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('chat'),
    summary: 'Upload a chat image for a job you take part in (form field jobId); reply { dbPath }',
    handler: async ({ db, actor, req }) => uploadJobImage(db, actor, req, 'chat'),
  }),
});
