import { ErrorView } from '@/components/dashboard/error-view';

export default function Error404Page() {
  return <ErrorView code={404} />;
}
