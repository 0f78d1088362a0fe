import type { CreateEnquiryInput } from '@/lib/schemas/enquiry';
import type { CreateFranchiseInput } from '@/lib/schemas/franchise';
import { ApiError, apiFetch, FALLBACK_ERROR } from './http';
import { uploadFile } from './upload';

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
};

// POST /api/Enquiry/CreateEnquiry – the reply is only checked for success (SPEC §7).
export function createEnquiry(payload: EnquiryPayload | JobApplicationPayload) {
  return apiFetch<{ success: boolean; id: string }>('/api/enquiry/createenquiry', { method: 'POST', json: payload });
}

// POST /api/franchise/createFranchise – franchise information-pack request.
export function createFranchise(payload: FranchisePayload) {
  return apiFetch<{ success: boolean; id: string }>('/api/franchise/createfranchise', { method: 'POST', json: payload });
}

// POST /api/Auth/emailSubcription?email= – no body; the reply's message is shown on success.
export async function subscribeNewsletter(email: string): Promise<{ message?: string }> {
  try {
    return await apiFetch<{ message?: string }>(`/api/auth/emailsubcription?email=${encodeURIComponent(email)}`, { method: 'POST' });
  } catch (e) {
    // SPEC §8: a non-ok reply raises 'Subscription failed'.
    throw new ApiError(e instanceof ApiError ? e.status : 0, 'Subscription failed', e instanceof ApiError ? e.fieldErrors : {});
  }
}

/**
 * POST /api/enquiry/uploadCv – with upload progress. Resolves with the stored path; rejects with
 * ApiError('CV upload failed') on any failure (SPEC §8).
 */
export async function uploadCv(file: File, onProgress?: (percent: number) => void): Promise<{ dbPath: string }> {
  try {
    return await uploadFile('/api/enquiry/uploadcv', file, {}, onProgress);
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, 'CV upload failed');
  }
}

export { ApiError, FALLBACK_ERROR };
