import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
  domainName: z.string().max(300).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const registerSchema = z.object({
  email: z.email('Invalid email').max(254),
  password: passwordSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  /** Accepted for compatibility with the old client; public registration always creates a Client. */
  role: z.string().max(50).optional(),
  domainName: z.string().max(300).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;
