import type { Endpoint } from './types';

/** Endpoints used by the public site: enquiries, applications, newsletter, franchise requests, blogs, uploads, mail flows. */
export const publicEndpoints: Endpoint[] = [];
