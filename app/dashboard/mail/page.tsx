import { MailScreen } from '@/components/dashboard/mail/mail-screen';

export default function MailPage() {
  return <MailScreen />;
}
