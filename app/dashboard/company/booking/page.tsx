import { Suspense } from 'react';
import { BookingSettingsScreen } from '@/components/dashboard/bookings/booking-settings-screen';

export default function BookingSettingsPage() {
  // The screen reads ?companyId= (Super Administrators) with useSearchParams.
  return (
    <Suspense>
      <BookingSettingsScreen />
    </Suspense>
  );
}
