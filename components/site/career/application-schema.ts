import { z } from 'zod';
import { jobApplicationSchema } from '@/lib/schemas/enquiry';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_REQUIRED = 'CV file is required';
export const CV_PDF_ONLY = 'The CV must be a PDF file';
export const CV_TOO_LARGE = 'The CV must be 5 MB or smaller';

const isPdfName = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/** The apply form: the shared application rules (lib/schemas/enquiry) plus the CV file, checked in the browser too. */
export const applicationFormSchema = jobApplicationSchema.extend({
  cvFile: z
    .custom<FileList | null>()
    .transform((list) => (list && list.length > 0 ? list[0]! : null))
    .refine((f): f is File => f !== null, { error: CV_REQUIRED, abort: true })
    .refine((f) => isPdfName(f!), { error: CV_PDF_ONLY, abort: true })
    .refine((f) => f!.size <= CV_MAX_BYTES, CV_TOO_LARGE),
});
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

/** The schema's English messages (SPEC §5) → keys of the `apply` messages namespace, for the visitor's language. */
export const APPLY_MESSAGE_KEYS: Record<string, string> = {
  'Full name is required': 'fullNameRequired',
  'Email is required': 'emailRequired',
  'Invalid email': 'emailInvalid',
  'Phone number is required': 'phoneRequired',
  'Cover letter is required': 'coverLetterRequired',
  'Address is required': 'addressRequired',
  'Postcode is required': 'postcodeRequired',
  [CV_REQUIRED]: 'cvRequired',
  [CV_PDF_ONLY]: 'cvPdfOnly',
  [CV_TOO_LARGE]: 'cvTooLarge',
};
