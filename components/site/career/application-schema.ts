import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { jobApplicationSchema } from '@/lib/enquiries/schemas';
import { CV_MAX_BYTES, CV_PDF_ONLY, CV_REQUIRED, CV_TOO_LARGE } from './application-messages';

const isPdfName = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/** The apply form: the shared application rules (lib/enquiries/schemas) plus the CV file, checked in the browser too. */
export const applicationFormSchema = jobApplicationSchema.extend({
  cvFile: z
    .custom<FileList | File[] | null>()
    .transform((list) => (list && list.length > 0 ? list[0]! : null))
    .refine((f): f is File => f !== null, { error: CV_REQUIRED, abort: true })
    .refine((f) => isPdfName(f!), { error: CV_PDF_ONLY, abort: true })
    .refine((f) => f!.size <= CV_MAX_BYTES, CV_TOO_LARGE),
});
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

/** The form's resolver; this module is loaded lazily by the form, so zod stays out of the first-load bundle. */
export const applicationResolver = zodResolver(applicationFormSchema);
