import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/site/locale-link';

/** Centred error message with a link home, shared by the 403, 404 and 500 screens. */
export function ErrorScreen({ code, text, homeLabel }: { code: string; text: string; homeLabel: string }) {
  return (
    <section className="mx-auto grid max-w-content place-items-center px-4 py-24 text-center">
      <p aria-hidden className="text-8xl font-extrabold tracking-tight text-brand-700">
        {code}
      </p>
      <h1 className="mt-4 max-w-xl text-2xl font-bold">{text}</h1>
      <Link href="/" className={buttonClass('primary', 'mt-8')}>
        {homeLabel}
      </Link>
    </section>
  );
}
