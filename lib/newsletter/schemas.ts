import { z } from 'zod';
import { paginationSchema } from '@/lib/schemas/common';

/** Newsletter sign-up (footer banner): POST /api/Auth/emailSubcription?email=. */
export const newsletterSchema = z.object({
  email: z
    .string('Email is required')
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(254, 'Invalid email')
    .pipe(z.email('Invalid email')),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const listSubscribersSchema = paginationSchema;
