import { z } from 'zod';
import {
  dateSchema,
  moneySchema,
  optionalId,
  optionalText,
  quantitySchema,
  requiredText,
} from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { ESTIMATE_SORTS, ESTIMATE_STATUS_VALUES } from '@/lib/schemas/list-fields';

export const ESTIMATE_STATUSES_LIST = ESTIMATE_STATUS_VALUES;

export const listEstimatesSchema = paginationSchema.extend({
  ...listQueryShape(ESTIMATE_SORTS),
  status: z.enum(ESTIMATE_STATUSES_LIST).optional(),
});
export type ListEstimatesInput = z.infer<typeof listEstimatesSchema>;

export const estimateItemSchema = z.object({
  service: requiredText(100, 'Service is required'),
  description: z.string().trim().max(2000).default(''),
  quantity: quantitySchema,
  unit: z.string().trim().min(1).max(30).default('item'),
  price: moneySchema,
  total: z.unknown().optional(),
});

const ignored = z.unknown().optional();

/** From an enquiry (client details default to the enquiry's) or from scratch (clientName required). */
export const createEstimateSchema = z
  .object({
    enquiryId: optionalId,
    clientId: optionalId,
    clientName: optionalText(200),
    clientEmail: z.email('Invalid email').max(254).nullish(),
    clientPhone: optionalText(40).nullable(),
    address: optionalText(500),
    postCode: optionalText(20).nullable(),
    status: z.enum(ESTIMATE_STATUSES_LIST).default('draft'),
    validUntil: dateSchema.optional(),
    taxes: moneySchema.default(0),
    discount: moneySchema.default(0),
    notes: optionalText(4000).nullable(),
    items: z.array(estimateItemSchema).min(1, 'Add at least one service').max(200),
    companyId: optionalId,
    subTotal: ignored,
    totalAmount: ignored,
  })
  .refine((v) => v.enquiryId || v.clientId || v.clientName, {
    message: 'Client name is required',
    path: ['clientName'],
  });
export type CreateEstimateInput = z.infer<typeof createEstimateSchema>;

export const updateEstimateSchema = z.object({
  id: idSchema,
  clientId: optionalId,
  clientName: optionalText(200),
  clientEmail: z.email('Invalid email').max(254).nullish(),
  clientPhone: optionalText(40).nullable(),
  address: optionalText(500),
  postCode: optionalText(20).nullable(),
  status: z.enum(ESTIMATE_STATUSES_LIST).optional(),
  validUntil: dateSchema.optional(),
  taxes: moneySchema.optional(),
  discount: moneySchema.optional(),
  notes: optionalText(4000).nullable(),
  items: z.array(estimateItemSchema).min(1, 'Add at least one service').max(200).optional(),
  /** When the status becomes 'accepted': create a New job from the estimate (default true). */
  createJob: z.boolean().default(true),
  subTotal: ignored,
  totalAmount: ignored,
});
export type UpdateEstimateInput = z.infer<typeof updateEstimateSchema>;

/** POST /api/Estimate/RespondEstimate: the Client named on a sent estimate accepts or declines it. */
export const respondEstimateSchema = z.object({
  id: idSchema,
  decision: z.enum(['accepted', 'declined'], "Choose 'accepted' or 'declined'"),
});
export type RespondEstimateInput = z.infer<typeof respondEstimateSchema>;
