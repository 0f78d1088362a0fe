import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/*
 * The contact step's rules in the browser, so a missing field is answered at once and in the page's language. Each
 * message is a key of `booking.contact`; the server checks everything again and its field errors are shown as sent.
 * Loaded with the step's first validation, like the application form's schema.
 */
const required = (key: string, max: number) => z.string().trim().min(1, key).max(max, 'tooLong');

export const bookingContactSchema = z.object({
  name: required('nameRequired', 200),
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired', abort: true })
    .max(254, 'tooLong')
    .pipe(z.email('emailInvalid')),
  phone: required('phoneRequired', 40),
  addressLine: required('addressRequired', 500),
  notes: z.string().trim().max(2000, 'tooLong'),
});

export type BookingContactValues = z.output<typeof bookingContactSchema>;
export const bookingContactResolver = zodResolver(bookingContactSchema);
