import 'server-only';
import * as api from '@/lib/api/endpoints/dashboard';
import { serverHalf } from './define';

export const dashboard = serverHalf(api, 'Overview', {
  overview: {
    access: 'signed-in',
    summary:
      "The overview screen's figures for your role (office: enquiries, jobs by stage, unpaid and overdue invoices, clocked in, leave awaiting; Cleaner: today; Client: their home: upcoming visits with team and what they may change, invoices due, estimates waiting, last visits)",
  },
});
