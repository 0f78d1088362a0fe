import 'server-only';
import * as api from '@/lib/api/endpoints/calendar';
import { serverHalf } from './define';

export const calendar = serverHalf(api, 'Calendar', {
  ics: {
    access: 'public',
    summary:
      "A user's private calendar feed (text/calendar, RFC 5545; the path ends in .ics): a Cleaner's shifts and visits, a Client's visits, an Administrator's company visits. No session; an unknown, revoked, banned or deleted user's token is 404",
  },
  feed: {
    access: 'signed-in',
    summary: 'Your own calendar subscription address: { active, url, webcalUrl, createdAt }',
  },
  renewFeed: {
    access: 'signed-in',
    summary: 'A new calendar subscription address for you; the previous one answers 404 from now on',
  },
  revokeFeed: { access: 'signed-in', summary: 'Revoke your calendar subscription address (404 from now on)' },
});
