import type { Download, Endpoint } from '../endpoint';

export const get = 'GET /api/files/[...path]' as Endpoint<{ params: { path: string[] } }, Download>;
