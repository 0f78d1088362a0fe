import type { CreateEnquiryInput } from '@/lib/enquiries/schemas';
import type { CreateFranchiseInput } from '@/lib/franchises/schemas';
import { ApiError, call, FALLBACK_ERROR } from '@/lib/http/client';
import { uploadFile } from '@/lib/http/upload';
import type { Locale } from '@/lib/i18n/locales';

/** Typed browser calls for the public forms (SPEC §7). The only browser code that sends them. */

export type EnquiryPayload = CreateEnquiryInput;
export type FranchisePayload = CreateFranchiseInput;
export type JobApplicationPayload = {
  id: string;
  name: string;
  email: string;
  phone: string;
  messageDescription: string;
  domainName: string;
  cvLink: string;
  category: 'career';
  address: string;
  postcode: string;
  /** The page's language: the acknowledgement is written in it. */
  locale?: Locale;
};

// the reply is only checked for success (SPEC §7).
export function createEnquiry(payload: EnquiryPayload | JobApplicationPayload) {
  return call('POST /api/Enquiry/CreateEnquiry', { json: payload });
}

// franchise information-pack request.
export function createFranchise(payload: FranchisePayload) {
  return call('POST /api/franchise/createFranchise', { json: payload });
}

// no body; the reply's message is shown on success.
export async function subscribeNewsletter(email: string): Promise<{ message?: string }> {
  try {
    return await call('POST /api/Auth/emailSubcription', { query: { email } });
  } catch (e) {
    // SPEC §8: a non-ok reply raises 'Subscription failed'.
    throw new ApiError(
      e instanceof ApiError ? e.status : 0,
      'Subscription failed',
      e instanceof ApiError ? e.fieldErrors : {},
    );
  }
}

/**
 * POST /api/enquiry/uploadCv – with upload progress. Resolves with the stored path; rejects with
 * ApiError('CV upload failed') on any failure (SPEC §8).
 */
export async function uploadCv(file: File, onProgress?: (percent: number) => void): Promise<{ dbPath: string }> {
  try {
    return await uploadFile('POST /api/enquiry/uploadCv', file, {}, onProgress);
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, 'CV upload failed');
  }
}

export { ApiError, FALLBACK_ERROR };
