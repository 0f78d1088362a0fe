import { z } from 'zod';
import { JOB_STAGE } from '@/lib/jobs/rules';
import {
  dateSchema,
  optionalId,
  optionalText,
  requiredText,
  storagePathSchema,
  timeSchema,
} from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { JOB_SIGN_OFF_VIEWS, JOB_SORTS, JOB_SOURCES } from '@/lib/schemas/list-fields';

/** New 0 / Pending 1 / Incomplete 2 / Completed 3. */
export const jobStageSchema = z.coerce
  .number()
  .int()
  .min(JOB_STAGE.new, 'Stage is 0 to 3')
  .max(JOB_STAGE.completed, 'Stage is 0 to 3');

/** Pages of the job list hold at most 100 jobs (SPEC §9), or 500 for a date range of up to 31 days: the week calendar loads its week in one call. */
export const MAX_JOB_PAGE = 100;
export const MAX_JOB_RANGE_PAGE = 500;
const MAX_RANGE_DAYS = 31;
const rangeDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const listJobsSchema = paginationSchema
  .extend({
    ...listQueryShape(JOB_SORTS),
    pageSize: z.coerce.number().int().min(1).max(MAX_JOB_RANGE_PAGE).default(100),
    /** Visits scheduled from / to these days (inclusive, 'YYYY-MM-DD'); jobs without a date are left out when either is set. */
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    stage: jobStageSchema.optional(),
    search: optionalText(100),
    /** Filters of the list screen: the job's service, client and assignee. */
    service: optionalText(100),
    userClientId: optionalId,
    userAssigneeId: optionalId,
    /** Where the job came from: 'office' or 'online' (an online booking). */
    source: z.enum(JOB_SOURCES, 'Must be office or online').optional(),
    /**
     * The sign-off screen's lists: 'awaiting' = not completed and its visit day has come (UK date; a job without a date
     * counts); 'toInvoice' = completed and not invoiced yet (no invoice, or a draft only), each with its draft (admins).
     */
    signOff: z.enum(JOB_SIGN_OFF_VIEWS, 'Must be awaiting or toInvoice').optional(),
    /** Accepted for the old client's unused list variant; the server scopes by the caller whatever is sent. */
    role: z.string().max(50).optional(),
    userId: z.string().max(60).optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, {
    message: 'The end date must be on or after the start date',
    path: ['to'],
  })
  .refine(
    (v) =>
      v.pageSize <= MAX_JOB_PAGE || (v.from && v.to && v.to >= v.from && rangeDays(v.from, v.to) <= MAX_RANGE_DAYS),
    {
      message: `At most ${MAX_JOB_PAGE} a page (${MAX_JOB_RANGE_PAGE} for a date range of up to ${MAX_RANGE_DAYS} days)`,
      path: ['pageSize'],
    },
  );
export type ListJobsInput = z.infer<typeof listJobsSchema>;

/** The cleaners on a job, lead first (the lead is also `userAssigneeId`); at most ten. */
export const teamIdsSchema = z
  .array(idSchema, 'Choose the team')
  .max(10, 'At most 10 cleaners on a job')
  .refine((ids) => new Set(ids).size === ids.length, 'A cleaner can be on the team once');

/** One checklist entry as the office writes it; an existing item keeps its id (and whether it was ticked). */
export const checklistEntrySchema = z.object({
  id: idSchema.optional(),
  label: requiredText(200, 'Write the task'),
});
export const checklistSchema = z.array(checklistEntrySchema, 'Must be a list of tasks').max(50, 'At most 50 tasks');

const scheduleFields = {
  /** The visit's day, 'YYYY-MM-DD' (UK local). */
  scheduledDate: dateSchema.nullish(),
  /** The visit's start, 'HH:MM'. */
  startTime: timeSchema.nullish(),
  /** How long the visit is expected to take, in minutes (15 minutes to 24 hours). */
  durationMinutes: z.coerce
    .number('Must be a number')
    .int('Whole minutes')
    .min(15, 'At least 15 minutes')
    .max(1440, 'At most 24 hours')
    .nullish(),
  teamIds: teamIdsSchema.optional(),
  checklist: checklistSchema.optional(),
};

export const REPEAT_FREQUENCIES = ['weekly', 'fortnightly', 'fourWeekly'] as const;
/** Days between two visits of each repeat. */
export const REPEAT_DAYS: Record<(typeof REPEAT_FREQUENCIES)[number], number> = {
  weekly: 7,
  fortnightly: 14,
  fourWeekly: 28,
};
export const MAX_REPEAT_VISITS = 52;

/** Create only: the job repeats from its date, until a date or for a number of visits (each visit its own job). */
export const repeatSchema = z
  .object({
    frequency: z.enum(REPEAT_FREQUENCIES, 'Choose how often'),
    until: dateSchema.nullish(),
    count: z.coerce
      .number('Must be a number')
      .int('Whole visits')
      .min(2, 'At least 2 visits')
      .max(MAX_REPEAT_VISITS, `At most ${MAX_REPEAT_VISITS} visits`)
      .nullish(),
  })
  .refine((r) => Boolean(r.until) !== Boolean(r.count), {
    message: 'Give either an end date or a number of visits',
    path: ['count'],
  });
export type RepeatInput = z.infer<typeof repeatSchema>;

/**
 * The job's site position (WGS84), set by the office or filled by geocoding the address; both or neither.
 * Clock records made against the job are measured from it.
 */
const siteFields = {
  siteLatitude: z
    .number('Must be a number')
    .min(-90, 'Latitude is -90 to 90')
    .max(90, 'Latitude is -90 to 90')
    .nullish(),
  siteLongitude: z
    .number('Must be a number')
    .min(-180, 'Longitude is -180 to 180')
    .max(180, 'Longitude is -180 to 180')
    .nullish(),
};
const bothOrNeither = (v: { siteLatitude?: number | null; siteLongitude?: number | null }) =>
  (v.siteLatitude === undefined) === (v.siteLongitude === undefined) &&
  (v.siteLatitude === null) === (v.siteLongitude === null);
const bothOrNeitherMessage = { message: 'Give both the latitude and the longitude', path: ['siteLongitude'] };

const jobFields = {
  title: requiredText(200, 'Title is required'),
  userClientId: optionalId,
  userAssigneeId: optionalId,
  description: z.string().trim().max(5000).default(''),
  location: z.string().trim().max(300).default(''),
  service: z.string().trim().max(100).default(''),
  jobImagePath: storagePathSchema.nullish(),
  stage: jobStageSchema.default(JOB_STAGE.new),
  companyId: optionalId,
  ...scheduleFields,
};

export const createJobSchema = z
  .object({ ...jobFields, ...siteFields, repeat: repeatSchema.nullish() })
  .refine(bothOrNeither, bothOrNeitherMessage)
  .refine((v) => !v.repeat || Boolean(v.scheduledDate), {
    message: 'A repeating job needs a visit date',
    path: ['scheduledDate'],
  })
  .refine((v) => !v.repeat?.until || !v.scheduledDate || v.repeat.until > v.scheduledDate, {
    message: 'The end date must be after the first visit',
    path: ['repeat.until'],
  });
export type CreateJobInput = z.infer<typeof createJobSchema>;

export const updateJobSchema = z
  .object({
    id: idSchema,
    title: jobFields.title.optional(),
    userClientId: optionalId,
    userAssigneeId: optionalId,
    description: z.string().trim().max(5000).optional(),
    location: z.string().trim().max(300).optional(),
    service: z.string().trim().max(100).optional(),
    jobImagePath: storagePathSchema.nullish(),
    stage: jobStageSchema.optional(),
    ...scheduleFields,
    ...siteFields,
  })
  .refine(bothOrNeither, bothOrNeitherMessage);
export type UpdateJobInput = z.infer<typeof updateJobSchema>;

export const createJobSignedSchema = z.object({
  jobId: idSchema,
  signerName: requiredText(200, 'Signer name is required'),
  signatureImage: z
    .string('Signature is required')
    .trim()
    .min(1, 'Signature is required')
    .max(2_000_000, 'Signature image is too large')
    .refine(
      (v) => /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(v) || /^[\w./-]+$/.test(v),
      'Must be an image data URL or a storage path',
    ),
  comment: optionalText(2000).nullable(),
  /** When the client signed; defaults to now. */
  time: z.iso.datetime({ offset: true, message: 'Must be a date-time' }).optional(),
  /** Made on the Cleaner's phone for a signature collected with no signal: a resend stores one sign-off. */
  clientId: z.uuid('Must be a valid id').optional(),
});
export type CreateJobSignedInput = z.infer<typeof createJobSignedSchema>;
export const jobIdQuerySchema = z.object({ jobId: idSchema });
/** GET /api/Job/GetVisitSummary?jobId=: what the sign-off screen shows of a visit. */
export const visitSummaryQuerySchema = jobIdQuerySchema;

/** The back office's job form: create without an id, edit with one (the same fields the API validates). */
export const jobFormSchema = z
  .object({
    ...jobFields,
    /** Typed by the office; sent only when changed, so a new address is geocoded again. */
    ...siteFields,
    /** New jobs only: how often it repeats ('' = once), until when or how many visits (sent as `repeat`). */
    repeatFrequency: z.enum([...REPEAT_FREQUENCIES, '']).optional(),
    repeatUntil: z.string().max(10).optional(),
    repeatCount: z.string().max(3).optional(),
    id: idSchema.optional(),
    /** The form's checklist as typed: one task per line (sent as `checklist`). */
    checklistText: z.string().max(20_000, 'The checklist is too long').optional(),
  })
  .refine(bothOrNeither, bothOrNeitherMessage);
export type JobFormInput = z.input<typeof jobFormSchema>;

/** The sign-off form: the signer's name, the drawn signature (an image data URL) and an optional comment. */
export const jobSignOffFormSchema = createJobSignedSchema.omit({ time: true, clientId: true });

/** PUT /api/Job/UpdateChecklistItem/{id}: tick or untick one checklist item. */
export const tickChecklistItemSchema = z.object({ done: z.boolean('Must be true or false') });
export type TickChecklistItemInput = z.infer<typeof tickChecklistItemSchema>;
export const jobItemParamsSchema = z.object({ id: idSchema });
