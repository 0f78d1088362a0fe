import 'server-only';
import { createChatSchema, listChatThreadsSchema, markChatReadSchema, updateChatSchema } from '@/lib/schemas/chat';
import { idQuerySchema } from '@/lib/schemas/common';
import { jobIdQuerySchema } from '@/lib/schemas/job';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';
import * as api from '@/lib/api/endpoints/chat';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const chat = serverHalf(api, 'Chat', {
  byJob: {
    contract: '/api/ChatBox/GetChatBoxbyJob',
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: "A job's chat, oldest first (its client, assignee and company admins): { data, totalRecords }",
  },
  threads: {
    contract: '/api/ChatBox/GetThreads',
    access: 'signed-in',
    query: listChatThreadsSchema,
    summary:
      'Your job threads (jobs you may see that have messages), latest message first, with the count and the latest message: { data, totalRecords, totalPages }',
  },
  get: {
    contract: '/api/ChatBox/GetChatBoxbyId',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One chat message of a job you take part in',
  },
  create: {
    contract: '/api/ChatBox/CreateChatBox',
    access: 'signed-in',
    body: createChatSchema,
    success: 201,
    summary: 'Post a text or image message on a job you take part in',
  },
  update: {
    contract: '/api/ChatBox/UpdateChatBox/{id}',
    access: 'signed-in',
    body: updateChatSchema,
    summary: 'Edit your own message',
  },
  remove: { contract: '/api/ChatBox/DeleteChatBox/{id}', access: 'signed-in', summary: 'Delete your own message' },
  markRead: {
    contract: '/api/ChatBox/MarkRead',
    access: 'signed-in',
    body: markChatReadSchema,
    summary:
      "Mark a job's chat read by you (opened), up to lastMessageId or now; unread counts in the job list and inbox drop: { jobId, lastReadAt, unreadCount }",
  },
  upload: {
    contract: '/api/ChatBox/Upload',
    access: 'signed-in',
    form: uploadForm('The image', { jobId: z.uuid() }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('chat'),
    summary: 'Upload a chat image for a job you take part in (form field jobId); reply { dbPath }',
  },
});
