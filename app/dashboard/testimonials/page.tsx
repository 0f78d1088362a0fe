import { TestimonialsScreen } from '@/components/dashboard/ratings/testimonials-screen';

export default function TestimonialsPage() {
  return <TestimonialsScreen />;
}
