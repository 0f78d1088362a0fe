import { ErrorView } from '@/components/dashboard/error-view';

export default function Error500Page() {
  return <ErrorView code={500} />;
}
