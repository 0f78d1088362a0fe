import { z } from 'zod';
import { dateSchema, timeSchema } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

// A Client's changes to their own visits (issue 29; rules in lib/visits/rules.ts, services in
// lib/server/visits/).

/** 'one' moves this visit; 'series' this one and the later visits of its series; 'again' is a new visit like it. */
export const VISIT_SLOT_SCOPES = ['one', 'series', 'again'] as const;
export const RESCHEDULE_SCOPES = ['one', 'series'] as const;

export const visitSlotsQuerySchema = z.object({
  jobId: idSchema,
  from: dateSchema,
  days: z.coerce.number().int().min(1, 'Between 1 and 14 days').max(14, 'Between 1 and 14 days').default(7),
  scope: z.enum(VISIT_SLOT_SCOPES, 'Must be one, series or again').default('one'),
});
export type VisitSlotsQuery = z.infer<typeof visitSlotsQuerySchema>;

export const rescheduleVisitSchema = z.object({
  jobId: idSchema,
  scope: z.enum(RESCHEDULE_SCOPES, 'Must be one or series').default('one'),
  date: dateSchema,
  startTime: timeSchema,
});
export type RescheduleVisitInput = z.infer<typeof rescheduleVisitSchema>;

export const cancelVisitSchema = z.object({
  jobId: idSchema,
  /**
   * The fee the screen showed and the Client agreed to (0 outside the notice). The server charges only what was
   * agreed: when the terms changed meanwhile it answers 409 with the current fee instead of cancelling.
   */
  confirmFeePence: z.number('Confirm the fee').int().min(0),
});
export type CancelVisitInput = z.infer<typeof cancelVisitSchema>;

export const requestVisitSchema = z.object({
  /** The new visit's id, made by the browser: a retried request books one visit. */
  id: idSchema,
  /** The visit to copy: its service, address, length and team size. */
  jobId: idSchema,
  date: dateSchema,
  startTime: timeSchema,
  notes: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});
export type RequestVisitInput = z.infer<typeof requestVisitSchema>;
