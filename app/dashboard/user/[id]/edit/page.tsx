import { UserEditScreen } from '@/components/dashboard/users/user-edit-screen';

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  return <UserEditScreen id={(await params).id} />;
}
