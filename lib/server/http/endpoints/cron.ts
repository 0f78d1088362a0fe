import 'server-only';
import * as api from '@/lib/api/endpoints/cron';
import { serverHalf } from './define';

export const cron = serverHalf(api, 'Scheduler', {
  run: {
    access: 'public',
    summary:
      "Scheduled work for a hosting platform's cron: the day-before job reminders and mail retries; idempotent. Authorization: Bearer CRON_SECRET (not a user token), 401 otherwise; GET does the same",
  },
  runByGet: { access: 'public', summary: 'The same as POST /api/cron/run, for crons that send GET (Vercel Cron)' },
});
