import 'server-only';
import * as api from '@/lib/api/endpoints/files';
import { serverHalf } from './define';

export const files = serverHalf(api, 'Files', {
  get: {
    access: 'public',
    summary:
      'A stored upload by dbPath: public images cached for a year; CVs and certificates only to staff of the owning company',
  },
});
