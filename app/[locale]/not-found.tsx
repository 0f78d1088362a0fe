import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <section className="mx-auto grid max-w-content place-items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Sorry, the page you are looking for does not exist.</h1>
      <Link href="/" className={`${buttonClass('primary')} mt-8`}>Go to home</Link>
    </section>
  );
}
