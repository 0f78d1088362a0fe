'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { snackbar } from '@/components/ui/snackbar';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { endSession } from '@/lib/auth/session';
import { loginPath } from '@/lib/auth/return-to';

/**
 * Signs out and lands on the login page with returnTo=/dashboard (SPEC §2); a failure shows 'Unable to logout!'.
 * A Cleaner's phone first sends the changes waiting on it; any still there (no signal, refused) are counted in
 * `unsent` for the caller to confirm before `leave` deletes them with the rest of the device's offline data.
 */
export function useLogout() {
  const t = useTranslations('dashboard.avatar');
  const offline = useOffline();
  const [unsent, setUnsent] = useState(0);
  const leave = async () => {
    try {
      // The device is cleared first: with no signal the session cannot be ended, but this phone keeps nothing.
      if (offline) await offline.clear();
      await endSession();
      sessionStorage.removeItem('backOffice');
      window.location.assign(loginPath('/dashboard'));
    } catch {
      snackbar.error(t('logoutFailed'));
    }
  };
  const logout = async () => {
    const left = offline ? await offline.flush() : 0;
    if (left) setUnsent(left);
    else await leave();
  };
  return { logout, leave, unsent, keepSession: () => setUnsent(0) };
}
