'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useEffect, type ReactNode } from 'react';

/** Sets the tab's title to "<screen> | Dashboard" (the back office renders on the client). */
export function PageTitle({ title }: { title: string }) {
  const t = useTranslations('dashboard');
  useEffect(() => {
    document.title = `${title} | ${t('title')}`;
  }, [title, t]);
  return null;
}

type Crumb = { label: string; href?: string };

/** A screen's heading: breadcrumbs, the title (h1), an optional line of text and actions at the end. */
export function PageHeader({
  title,
  crumbs = [],
  description,
  actions,
}: {
  title: string;
  crumbs?: Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useTranslations('dashboard');
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        {crumbs.length ? (
          <nav aria-label={t('breadcrumb')} className="mt-1">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-subtle">
              <li>
                <Link href="/dashboard/app" className="hover:underline">
                  {t('nav.app')}
                </Link>
              </li>
              {crumbs.map((c, i) => (
                <li key={c.label + i} className="flex items-center gap-1.5">
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="size-3.5 fill-none stroke-current stroke-2 rtl:rotate-180"
                  >
                    <path d="m9 18 6-6-6-6" />
                  </svg>
                  {c.href && i < crumbs.length - 1 ? (
                    <Link href={c.href} className="hover:underline">
                      {c.label}
                    </Link>
                  ) : (
                    <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className="text-ink">
                      {c.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {description ? <p className="mt-2 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
