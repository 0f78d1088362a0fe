import { z } from 'zod';
import { storagePathSchema } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';
import { CHAT_THREAD_SORTS } from '@/lib/schemas/list-fields';
import { offlineStampShape } from '@/lib/offline/schemas';

const text = z.string().trim().max(4000, 'Must be at most 4000 characters');

export const createChatSchema = z
  .object({
    jobId: idSchema,
    text: text.optional(),
    /** The old client's name for the text. */
    message: text.optional(),
    imagePath: storagePathSchema.optional(),
    /** The id the sender's phone made for a message written offline: a resend stores it once. */
    clientId: offlineStampShape.clientId,
  })
  .transform(({ message, ...v }) => ({ ...v, text: v.text ?? message }))
  .refine((v) => Boolean(v.text) || Boolean(v.imagePath), {
    message: 'Write a message or add an image',
    path: ['text'],
  });
export type CreateChatInput = z.infer<typeof createChatSchema>;

export const updateChatSchema = z
  .object({ text: text.optional(), message: text.optional(), imagePath: storagePathSchema.nullish() })
  .transform(({ message, ...v }) => ({ ...v, text: v.text ?? message }));
export type UpdateChatInput = z.infer<typeof updateChatSchema>;
export const chatIdParamsSchema = z.object({ id: idSchema });

/** GET /api/ChatBox/GetThreads: the caller's job threads, newest message first. */
export const listChatThreadsSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  sortBy: z.enum(CHAT_THREAD_SORTS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type ListChatThreadsInput = z.infer<typeof listChatThreadsSchema>;

/** POST /api/ChatBox/MarkRead: the caller has read the job's chat up to a message (default: everything so far). */
export const markChatReadSchema = z.object({ jobId: idSchema, lastMessageId: idSchema.optional() });
export type MarkChatReadInput = z.infer<typeof markChatReadSchema>;
