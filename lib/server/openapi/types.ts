import type { ZodType } from 'zod';
import type { Role } from '@/lib/roles';

/**
 * One entry per HTTP endpoint. The OpenAPI document (/api/openapi.json) and the table-driven role test are both
 * generated from these lists, so an endpoint added without an entry is missing from both.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path as the spec spells it, e.g. '/api/Enquiry/CreateEnquiry' (matched case-insensitively). */
  path: string;
  tag: string;
  summary: string;
  access: 'public' | 'signed-in' | readonly Role[];
  body?: ZodType;
  query?: ZodType;
  /** 'multipart' for uploads. */
  bodyType?: 'json' | 'multipart';
  /** Example status per role for the role table test: what this endpoint answers to each caller on a valid request. */
  success?: number;
};
