import type { Download, Endpoint } from '../endpoint';

export const ics = 'GET /api/calendar/[token]' as Endpoint<{ params: { token: string } }, Download>;
