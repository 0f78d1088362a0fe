import { redirect } from 'next/navigation';

// A bare /dashboard opens the overview.
export default function DashboardIndex() {
  redirect('/dashboard/app');
}
