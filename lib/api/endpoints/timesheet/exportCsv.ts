import type { exportTimesheetsSchema } from '@/lib/schemas/timesheet';
import type { Download, Endpoint, Query } from '../endpoint';

export const exportCsv = 'GET /api/timesheet/export' as Endpoint<Query<typeof exportTimesheetsSchema>, Download>;
