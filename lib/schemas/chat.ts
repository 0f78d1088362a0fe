import { z } from 'zod';
import { storagePathSchema } from './backoffice-common';
import { idSchema } from './common';

const text = z.string().trim().max(4000, 'Must be at most 4000 characters');

export const createChatSchema = z
  .object({
    jobId: idSchema,
    text: text.optional(),
    /** The old client's name for the text. */
    message: text.optional(),
    imagePath: storagePathSchema.optional(),
  })
  .transform(({ message, ...v }) => ({ ...v, text: v.text ?? message }))
  .refine((v) => Boolean(v.text) || Boolean(v.imagePath), { message: 'Write a message or add an image', path: ['text'] });
export type CreateChatInput = z.infer<typeof createChatSchema>;

export const updateChatSchema = z
  .object({ text: text.optional(), message: text.optional(), imagePath: storagePathSchema.nullish() })
  .transform(({ message, ...v }) => ({ ...v, text: v.text ?? message }));
export type UpdateChatInput = z.infer<typeof updateChatSchema>;
export const chatIdParamsSchema = z.object({ id: idSchema });
