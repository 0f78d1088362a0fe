import { RotaEditScreen } from '@/components/dashboard/rota/rota-form';

export default async function EditShiftPage({ params }: { params: Promise<{ id: string }> }) {
  return <RotaEditScreen id={(await params).id} />;
}
