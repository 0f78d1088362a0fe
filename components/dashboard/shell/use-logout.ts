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
    // With no signal the session cannot be ended here: a Cleaner's phone is cleared and shows the sign-in screen, and
    // the session ends at the next connection (issue 39: signing out offline is not an error).
    const signOutHere = async () => {
      sessionStorage.removeItem('backOffice');
      await offline!.signOutHere();
    };
    try {
      if (offline && !navigator.onLine) return await signOutHere();
      // The device is cleared first: if ending the session fails, this phone keeps nothing all the same.
      if (offline) await offline.clear();
      await endSession();
      sessionStorage.removeItem('backOffice');
      window.location.assign(loginPath('/dashboard'));
    } catch (error) {
      // fetch rejects with a TypeError when no answer came at all (the signal went while signing out).
      if (offline && error instanceof TypeError) await signOutHere().catch(() => snackbar.error(t('logoutFailed')));
      else snackbar.error(t('logoutFailed'));
    }
  };
  const logout = async () => {
    const left = offline ? await offline.flush() : 0;
    if (left) setUnsent(left);
    else await leave();
  };
  return { logout, leave, unsent, keepSession: () => setUnsent(0) };
}
