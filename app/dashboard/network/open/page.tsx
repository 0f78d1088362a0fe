import { OpenOfficeScreen } from '@/components/dashboard/network/open-office-screen';

export default function OpenOfficePage() {
  return <OpenOfficeScreen />;
}
