import type { UpdateFranchiseInput } from '@/lib/schemas/franchise';
import { withFallback, type Page } from './fallback';
import { apiFetch } from './http';

export type FranchiseRequest = {
  id: string;
  companyId: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postCode: string;
  email: string;
  messageDescription: string;
  status: 'new' | 'contacted' | 'info-pack-sent' | 'closed';
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};

// GET /api/franchise/franchises?pageNumber&pageSize&timestamp – the timestamp defeats caches (SPEC §7)
export const fetchFranchises = (pageNumber = 1, pageSize = 100) =>
  withFallback(
    apiFetch<Page<FranchiseRequest>>(`/api/franchise/franchises?pageNumber=${pageNumber}&pageSize=${pageSize}&timestamp=${Date.now()}`),
    'Failed to fetch franchises',
  );

// GET /api/franchise/getfranchisebyid?id=
export const fetchFranchise = (id: string) =>
  withFallback(apiFetch<FranchiseRequest>(`/api/franchise/getfranchisebyid?id=${encodeURIComponent(id)}`), 'Failed to fetch franchise by ID');

// PUT /api/franchise/updateFranchise
export const updateFranchise = (input: UpdateFranchiseInput) =>
  withFallback(apiFetch<FranchiseRequest>('/api/franchise/updateFranchise', { method: 'PUT', json: input }), 'Failed to update franchise');

// DELETE /api/franchise/deleteFranchise?id=
export const deleteFranchise = (id: string) =>
  withFallback(apiFetch<{ success: boolean }>(`/api/franchise/deleteFranchise?id=${encodeURIComponent(id)}`, { method: 'DELETE' }), 'An unexpected error occurred');
