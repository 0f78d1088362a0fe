import 'server-only';
import { idQuerySchema } from '@/lib/schemas/common';
import { createJobSignedSchema, jobIdQuerySchema } from '@/lib/jobs/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { signJob, listJobSignatures, getJobSignature } from '@/lib/server/sign-offs/signatures';

export const signOffsEndpoints = endpoints('Jobs', {
  'POST /api/JobSigned/CreateJobSigned': endpoint({
    // A Cleaner of the job's team may send the client's signature collected on their phone (issue 39).
    access: 'signed-in',
    body: createJobSignedSchema,
    success: 201,
    summary:
      'Sign off a job (its Client, an admin, or a Cleaner of its team for the client on their phone); completes the job; a clientId stores once',
    handler: async ({ db, actor, body }) => await signJob(db, actor, body),
  }),
  'GET /api/JobSigned/GetJobSignedbyJob': endpoint({
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: 'Sign-offs of a job you may see: { data, totalRecords }',
    handler: async ({ db, actor, query }) => listJobSignatures(db, actor, query.jobId),
  }),
  'GET /api/JobSigned/GetJobSignedbyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One sign-off of a job you may see',
    handler: async ({ db, actor, query }) => getJobSignature(db, actor, query.id),
  }),
});
