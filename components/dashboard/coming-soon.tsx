import { Hammer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from './page-header';

/** Shown on a route whose module has not landed yet: a known place, not a 404. Rendered on the server. */
export function ComingSoon({ module }: { module: string }) {
  const t = useTranslations('dashboard');
  const name = t(`modules.${module}` as never);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center text-center">
      <PageTitle title={name} />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700/10 text-link">
        <Hammer aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{t('comingSoon.title', { module: name })}</h1>
      <p className="mt-2 text-ink-muted">{t('comingSoon.text')}</p>
      <Link href="/dashboard/app" className={buttonClass('primary', 'mt-8')}>{t('errors.backHome')}</Link>
    </section>
  );
}
