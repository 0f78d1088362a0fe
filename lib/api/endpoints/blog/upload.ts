import type { Endpoint, NoInput } from '../endpoint';

export const upload = 'POST /api/blog/upload' as Endpoint<NoInput, { dbPath: string }>;
