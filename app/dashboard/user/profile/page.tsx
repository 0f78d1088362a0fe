import { ProfileScreen } from '@/components/dashboard/users/profile-screen';

// SPEC §2: the user index and profile both show the signed-in person's profile.
export default function ProfilePage() {
  return <ProfileScreen />;
}
