import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createUserSchema,
  deleteUserSchema,
  downloadSchema,
  listUsersSchema,
  updateUserSchema,
} from '@/lib/users/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import { uploadUserFile, downloadUserFile } from '@/lib/server/files/uploads';
import { getUserById, listUsers } from '@/lib/server/users/queries';
import { createUser, updateUser, deleteUser } from '@/lib/server/users/service';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';

export const usersEndpoints = endpoints('Users', {
  'GET /api/user/getUserById': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One user without any password field',
    handler: async ({ db, actor, query }) => getUserById(db, actor, query.id),
  }),
  'POST /api/user/users': endpoint({
    access: ADMIN_ROLES,
    body: listUsersSchema,
    summary: 'Users of your company (all for Super Administrators), paged: { data, totalRecords }',
    handler: async ({ db, actor, body }) => listUsers(db, actor, body),
  }),
  'POST /api/user/createUser': endpoint({
    access: ADMIN_ROLES,
    body: createUserSchema,
    success: 201,
    summary: 'Create a user (Administrators: Cleaner, Client or Administrator of their own company)',
    handler: async ({ db, actor, body }) => await createUser(db, actor, body),
  }),
  'PUT /api/user/updateUser': endpoint({
    access: 'signed-in',
    body: updateUserSchema,
    summary: 'Update a user; anyone may edit their own profile but not their own role, status or company',
    handler: async ({ db, actor, body }) => updateUser(db, actor, body),
  }),
  'POST /api/user/deleteUser': endpoint({
    access: ADMIN_ROLES,
    body: deleteUserSchema,
    summary: 'Delete a user of your company (never yourself)',
    handler: async ({ db, actor, body }) => deleteUser(db, actor, body),
  }),
  'POST /api/user/upload': endpoint({
    access: 'signed-in',
    form: uploadForm('The file', {
      kind: z.enum(['certificate', 'profile']).default('profile'),
      userId: z.uuid().optional().describe('Attach the file to this user'),
    }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('certificate'),
    summary: 'Upload a certificate (private) or profile image; reply { dbPath }; with userId also attaches it',
    handler: async ({ db, actor, req }) => uploadUserFile(db, actor, req),
  }),
  'POST /api/user/download': endpoint({
    access: 'signed-in',
    form: downloadSchema,
    accepts: ['json', 'multipart'],
    maxBodyBytes: 64 * 1024,
    summary: 'Download a user file (profile image or certificate) you may see, by dbPath (multipart or JSON)',
    handler: async ({ db, actor, req }) => downloadUserFile(db, actor, req),
  }),
});
