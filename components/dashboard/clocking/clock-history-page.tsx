'use client';

import { useSession } from '@/components/dashboard/session-context';
import { ClockHistoryScreen } from './clock-records-screen';

/** /dashboard/clocking/history: a Cleaner's own records; a Client sees who visited, so the person column shows. */
export function ClockHistoryPage() {
  const { user } = useSession();
  return <ClockHistoryScreen showPerson={user.role !== 'Cleaner'} />;
}
