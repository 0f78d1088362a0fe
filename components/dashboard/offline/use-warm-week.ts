'use client';

import { useEffect } from 'react';
import { urlOf } from '@/lib/http/client';
import { APP_START } from '@/lib/offline/cache-names';
import { useOffline } from './offline-context';

/**
 * Once the day screen has loaded with a connection, the worker fetches the Cleaner's job pages and the reads they
 * make (the same addresses the screens call), so the week's jobs open later with no signal, visited or not.
 */
export function useWarmWeek(jobIds: string[]) {
  const key = jobIds.join(',');
  const warm = useOffline()?.warm;
  useEffect(() => {
    if (!warm) return;
    const ids = key ? key.split(',') : [];
    const pages = [APP_START, '/dashboard/clocking', ...ids.map((id) => `/dashboard/job/${id}`)];
    const data = [
      urlOf('GET /api/dashboard/overview'),
      urlOf('GET /api/ClockInAndOut/ClockInAndOuts', { query: { state: 'open' } }),
      ...ids.flatMap((id) => [
        urlOf('GET /api/Job/GetJobbyId', { query: { id } }),
        urlOf('GET /api/ChatBox/GetChatBoxbyJob', { query: { jobId: id } }),
        urlOf('GET /api/JobSigned/GetJobSignedbyJob', { query: { jobId: id } }),
      ]),
    ];
    void warm({ pages, data }).catch(() => undefined);
  }, [key, warm]);
}
