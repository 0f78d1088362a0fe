import 'server-only';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createJobSignedSchema, jobIdQuerySchema } from '@/lib/schemas/job';
import * as api from '@/lib/api/endpoints/sign-off';
import { serverHalf } from './define';

export const signOff = serverHalf(api, 'Jobs', {
  create: {
    contract: '/api/JobSigned/CreateJobSigned',
    access: CLIENT_AND_ADMIN_ROLES,
    body: createJobSignedSchema,
    success: 201,
    summary: 'Sign off a job (its Client or an admin); completes the job',
  },
  byJob: {
    contract: '/api/JobSigned/GetJobSignedbyJob',
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: 'Sign-offs of a job you may see: { data, totalRecords }',
  },
  get: {
    contract: '/api/JobSigned/GetJobSignedbyId',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One sign-off of a job you may see',
  },
});
