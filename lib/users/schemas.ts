import { z } from 'zod';
import { ROLES, USER_STATUSES } from '@/lib/roles';
import { passwordSchema } from '@/lib/auth/schemas';
import { optionalId, optionalText, requiredText, storagePathSchema } from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { USER_SORTS } from '@/lib/schemas/list-fields';

export const listUsersSchema = paginationSchema.extend({
  ...listQueryShape(USER_SORTS),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  companyId: optionalId,
});
export type ListUsersInput = z.infer<typeof listUsersSchema>;

const profileFields = {
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
  phoneNumber: optionalText(40).nullable(),
  address: optionalText(300).nullable(),
  city: optionalText(100).nullable(),
  state: optionalText(100).nullable(),
  country: optionalText(100).nullable(),
  zipCode: optionalText(20).nullable(),
  profilePhotoPath: storagePathSchema.nullish(),
  certificates: z.array(storagePathSchema).max(50).optional(),
  /** A Client who does not want the e-mail the day before each visit. */
  jobRemindersOptOut: z.boolean('Must be true or false').optional(),
  /** A Client who does not want to be told when the team is on its way (e-mail and text). */
  onMyWayOptOut: z.boolean('Must be true or false').optional(),
};

export const createUserSchema = z.object({
  ...profileFields,
  email: z.email('Invalid email').max(254),
  /** Optional: without one the account exists but the person must use "forgot password" to choose one. */
  password: passwordSchema.optional(),
  role: z.enum(ROLES, 'Choose a role'),
  status: z.enum(USER_STATUSES).default('active'),
  /** Super Administrators choose the company by id or by code; Administrators always create in their own. */
  companyId: optionalId,
  companyCodeNumber: optionalText(50).nullable(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z
  .object(profileFields)
  .partial()
  .extend({
    id: idSchema,
    email: z.email('Invalid email').max(254).optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    companyId: optionalId,
    companyCodeNumber: optionalText(50).nullable(),
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const deleteUserSchema = z.object({ id: idSchema, role: z.enum(ROLES).optional() });
export type DeleteUserInput = z.infer<typeof deleteUserSchema>;

export const USER_UPLOAD_KINDS = ['certificate', 'profile'] as const;
export const downloadSchema = z.object({ dbPath: storagePathSchema });

/** The back office's user form: create and edit share it (a password is only offered on create). */
export const userFormSchema = createUserSchema.extend({ id: idSchema.optional() });
export type UserFormInput = z.infer<typeof userFormSchema>;

/** The own-profile form: everything a person may change about themselves (never role, status or company). */
export const profileFormSchema = z
  .object(profileFields)
  .extend({ id: idSchema, email: z.email('Invalid email').max(254) });
export type ProfileFormInput = z.infer<typeof profileFormSchema>;
