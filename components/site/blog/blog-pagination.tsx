import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/site/locale-link';

type Props = {
  page: number;
  totalPages: number;
  basePath: '/blogs' | '/blog';
  query: Record<string, string | undefined>;
};

/** Numbered pagination with previous/next as real links (`?page=n`), so every page has its own URL. */
export async function BlogPagination({ page, totalPages, basePath, query }: Props) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('blog');
  const href = (n: number) => {
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (v) q[k] = v;
    if (n > 1) q.page = String(n);
    return { pathname: basePath, query: q };
  };
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 text-sm font-semibold';
  const idle = `${item} border-ink/15 bg-white text-ink hover:bg-surface-muted`;
  const disabled = `${item} border-ink/10 bg-surface-muted text-ink-subtle`;
  return (
    <nav aria-label={t('pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={idle}>
              <span aria-hidden className="rtl:rotate-180">
                ‹
              </span>
              &nbsp;{t('previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              ‹&nbsp;{t('previous')}
            </span>
          )}
        </li>
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${item} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">{t('page', { page: n })}</span>
                <span aria-hidden>{n}</span>
              </span>
            ) : (
              <Link href={href(n)} className={idle} aria-label={t('page', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link href={href(page + 1)} rel="next" className={idle}>
              {t('next')}&nbsp;<span aria-hidden>›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {t('next')}&nbsp;›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
