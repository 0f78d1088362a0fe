import { z } from 'zod';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { moneySchema, optionalId, optionalText, quantitySchema, requiredText } from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { INVOICE_SORTS } from '@/lib/schemas/list-fields';

/** One of INVOICE_STATUS: draft 0 / pending 1 / paid 2 / overdue 3. */
export const invoiceStatusSchema = z.coerce
  .number()
  .int()
  .min(INVOICE_STATUS.draft, 'Status is 0 to 3')
  .max(INVOICE_STATUS.overdue, 'Status is 0 to 3');

/** `status` filters by the status as shown: a pending invoice past its due date counts as overdue (3). */
export const listInvoicesSchema = paginationSchema.extend({
  ...listQueryShape(INVOICE_SORTS),
  status: invoiceStatusSchema.optional(),
});
export type ListInvoicesInput = z.infer<typeof listInvoicesSchema>;

export const invoiceItemSchema = z.object({
  title: requiredText(200, 'Title is required'),
  description: z.string().trim().max(2000).default(''),
  service: z.string().trim().max(100).default(''),
  quantity: quantitySchema,
  price: moneySchema,
  /** Ignored: the server computes every total. */
  total: z.unknown().optional(),
});

const partySchema = z.object({
  name: optionalText(200),
  company: optionalText(200),
  address: optionalText(500),
  email: optionalText(254),
  phoneNumber: optionalText(40),
});

const ignored = z.unknown().optional();
const invoiceFields = {
  jobId: optionalId,
  clientId: optionalId,
  invoiceNumber: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\w./-]+$/, 'Letters, digits and - / . only')
    .optional(),
  status: invoiceStatusSchema.default(INVOICE_STATUS.draft),
  createDate: z.iso.datetime({ offset: true, message: 'Must be a date-time' }).optional(),
  dueDate: z.iso.datetime({ offset: true, message: 'Must be a date-time' }).optional(),
  taxes: moneySchema.default(0),
  discount: moneySchema.default(0),
  shipping: moneySchema.default(0),
  sent: z.coerce.number().int().min(0).max(1000).default(0),
  invoiceFrom: partySchema.nullish(),
  invoiceTo: partySchema.nullish(),
  notes: optionalText(2000).nullable(),
  items: z.array(invoiceItemSchema).min(1, 'Add at least one item').max(200),
  companyId: optionalId,
  /** Ignored: computed on the server. */
  subTotal: ignored,
  totalAmount: ignored,
};

export const createInvoiceSchema = z.object(invoiceFields);
export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;

/**
 * The back office's invoice form: the same fields, with calendar days (a date input's YYYY-MM-DD) for the dates;
 * the form turns them into date-times for the API. A blank number asks the server for the next one.
 */
const formDay = z.iso.date({ message: 'Choose a date' });
export const invoiceFormSchema = createInvoiceSchema
  .extend({
    createDate: formDay,
    dueDate: formDay,
    invoiceNumber: z.union([z.literal(''), invoiceFields.invoiceNumber.unwrap()]),
  })
  .refine((v) => v.dueDate >= v.createDate, {
    path: ['dueDate'],
    message: 'The due date must be after the creation date',
  });
export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;

export const updateInvoiceSchema = z.object({
  id: idSchema,
  jobId: optionalId,
  clientId: optionalId,
  invoiceNumber: invoiceFields.invoiceNumber,
  status: invoiceStatusSchema.optional(),
  dueDate: invoiceFields.dueDate,
  taxes: moneySchema.optional(),
  discount: moneySchema.optional(),
  shipping: moneySchema.optional(),
  sent: z.coerce.number().int().min(0).max(1000).optional(),
  invoiceFrom: partySchema.nullish(),
  invoiceTo: partySchema.nullish(),
  notes: optionalText(2000).nullable(),
  items: z.array(invoiceItemSchema).min(1, 'Add at least one item').max(200).optional(),
  subTotal: ignored,
  totalAmount: ignored,
});
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceSchema>;
