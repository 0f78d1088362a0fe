import type { ListEnquiriesInput, UpdateEnquiryInput } from '@/lib/schemas/enquiry';
import { withFallback, type Page } from './fallback';
import { apiFetch } from './http';

/** An enquiry or job application as the back office sees it (`cvLink` is a staff-only /api/files address). */
export type Enquiry = {
  id: string;
  companyId: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  postCode: string;
  messageDescription: string;
  domainName: string | null;
  category: 'general' | 'career';
  services: string[];
  cvLink: string | null;
  status: 'new' | 'contacted' | 'estimated' | 'converted' | 'closed';
  jobId: string | null;
  autofill: boolean;
  estimateServices: unknown[];
  createdAt: string;
  updatedAt: string;
};

// POST /api/enquiry/enquiries – pageNumber, pageSize (100)
export const fetchEnquiries = (input: Partial<ListEnquiriesInput> = {}) =>
  withFallback(apiFetch<Page<Enquiry>>('/api/enquiry/enquiries', { method: 'POST', json: { pageNumber: 1, pageSize: 100, ...input } }), 'Error');

// GET /api/Enquiry/getenquirybyid?id=
export const fetchEnquiry = (id: string) =>
  withFallback(apiFetch<Enquiry>(`/api/Enquiry/getenquirybyid?id=${encodeURIComponent(id)}`), 'Failed to fetch Enquiry by ID');

// PUT /api/enquiry/updateenquiry
export const updateEnquiry = (input: UpdateEnquiryInput) =>
  withFallback(apiFetch<Enquiry>('/api/enquiry/updateenquiry', { method: 'PUT', json: input }), 'Error');

// DELETE /api/enquiry/deleteenquiry?id=
export const deleteEnquiry = (id: string) =>
  withFallback(apiFetch<{ success: boolean }>(`/api/enquiry/deleteenquiry?id=${encodeURIComponent(id)}`, { method: 'DELETE' }), 'Error');
