'use client';

import { useEffect } from 'react';
import { leftOnDevice } from '@/lib/offline/left-on-device';

/**
 * For every role but the Cleaner: anything a Cleaner's offline app left in this browser (a shared computer, a phone
 * handed on) is deleted. The code that deletes it loads only when there is something to delete.
 */
export function ForgetOffline() {
  useEffect(() => {
    void leftOnDevice()
      .then(async (found) => {
        if (!found) return;
        const { clearOfflineData } = await import('@/lib/offline/device');
        await clearOfflineData();
      })
      .catch(() => undefined);
  }, []);
  return null;
}
