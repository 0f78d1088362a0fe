import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createUserSchema,
  deleteUserSchema,
  downloadSchema,
  listUsersSchema,
  updateUserSchema,
} from '@/lib/schemas/user';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';
import * as api from '@/lib/api/endpoints/user';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const user = serverHalf(api, 'Users', {
  get: {
    contract: '/api/user/getUserById',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One user without any password field',
  },
  list: {
    access: ADMIN_ROLES,
    body: listUsersSchema,
    summary: 'Users of your company (all for Super Administrators), paged: { data, totalRecords }',
  },
  create: {
    contract: '/api/user/createUser',
    access: ADMIN_ROLES,
    body: createUserSchema,
    success: 201,
    summary: 'Create a user (Administrators: Cleaner, Client or Administrator of their own company)',
  },
  update: {
    contract: '/api/user/updateUser',
    access: 'signed-in',
    body: updateUserSchema,
    summary: 'Update a user; anyone may edit their own profile but not their own role, status or company',
  },
  remove: {
    contract: '/api/user/deleteUser',
    access: ADMIN_ROLES,
    body: deleteUserSchema,
    summary: 'Delete a user of your company (never yourself)',
  },
  upload: {
    access: 'signed-in',
    form: uploadForm('The file', {
      kind: z.enum(['certificate', 'profile']).default('profile'),
      userId: z.uuid().optional().describe('Attach the file to this user'),
    }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('certificate'),
    summary: 'Upload a certificate (private) or profile image; reply { dbPath }; with userId also attaches it',
  },
  download: {
    access: 'signed-in',
    form: downloadSchema,
    accepts: ['json', 'multipart'],
    maxBodyBytes: 64 * 1024,
    summary: 'Download a user file (profile image or certificate) you may see, by dbPath (multipart or JSON)',
  },
});
