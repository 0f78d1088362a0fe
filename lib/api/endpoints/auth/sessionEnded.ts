import type { Download, Endpoint } from '../endpoint';

export const sessionEnded = 'GET /api/auth/sessionended' as Endpoint<{ query: { returnTo: string } }, Download>;
