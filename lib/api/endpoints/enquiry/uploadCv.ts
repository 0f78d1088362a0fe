import type { Endpoint, NoInput } from '../endpoint';

export const uploadCv = 'POST /api/enquiry/uploadcv' as Endpoint<NoInput, { dbPath: string }>;
