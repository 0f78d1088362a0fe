import { loginSchema, registerSchema } from '@/lib/schemas/auth';
import { idQuerySchema } from '@/lib/schemas/common';
import type { Endpoint } from './types';

export const authEndpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/login', tag: 'Auth', summary: 'Exchange email and password for a bearer access token and the user', access: 'public', body: loginSchema },
  { method: 'POST', path: '/api/auth/register', tag: 'Auth', summary: 'Public sign-up; always creates a Client', access: 'public', body: registerSchema, success: 201 },
  { method: 'GET', path: '/api/user/getUserById', tag: 'Users', summary: 'One user without any password field', access: 'signed-in', query: idQuerySchema },
];
