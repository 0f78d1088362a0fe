'use client';

import { useTranslations } from 'next-intl';
import { snackbar } from '@/components/ui/snackbar';
import { endSession } from '@/lib/auth/session';
import { loginPath } from '@/lib/auth/return-to';

/** Signs out and lands on the login page with returnTo=/dashboard (SPEC §2); a failure shows 'Unable to logout!'. */
export function useLogout() {
  const t = useTranslations('dashboard.avatar');
  return async () => {
    try {
      await endSession();
      sessionStorage.removeItem('backOffice');
      window.location.assign(loginPath('/dashboard'));
    } catch {
      snackbar.error(t('logoutFailed'));
    }
  };
}
