import { Photo as Image } from '@/components/ui/photo';
import { getLocale, getTranslations } from 'next-intl/server';
import { contentLangProps } from '@/lib/i18n/content-language';
import { formatPostDate } from '@/lib/i18n/format';
import { Link } from '@/components/site/locale-link';
import { localizedPath } from '@/lib/i18n/paths';
import { getDb } from '@/lib/server/db/client';
import { listPublishedBlogs } from '@/lib/server/blogs/service';
import { BLOG_CATEGORIES, truncate } from './blog-text';

/** The blog sidebar (SPEC §2): keyword search, 3 recent posts (not the current one), a 3-picture gallery, the categories. */
export async function BlogSidebar({ currentId, query = '' }: { currentId?: string; query?: string }) {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  // SPEC §9: the sidebar fetches 6 posts and shows 3 recent plus 3 in the gallery.
  const { data } = await listPublishedBlogs(await getDb(), { pageNumber: 1, pageSize: 6 });
  const others = data.filter((b) => b.id !== currentId);
  const recent = others.slice(0, 3);
  const gallery = [...others.slice(3), ...recent].filter((b) => b.imagePath).slice(0, 3);
  const heading = 'text-lg font-bold text-ink';
  return (
    <aside aria-label={t('sidebar')} className="space-y-8">
      <section>
        <form role="search" method="get" action={localizedPath('/blogs', locale)} className="flex gap-2">
          <label htmlFor="blog-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className="min-h-11 min-w-0 flex-1 rounded border border-ink/25 bg-white px-3.5 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('searchButton')}
          </button>
        </form>
      </section>
      <section aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent" className={heading}>
          {t('recentPosts')}
        </h2>
        <ul className="mt-4 space-y-4">
          {recent.map((b) => (
            <li key={b.id} className="flex gap-3">
              <div className="relative size-16 shrink-0 overflow-hidden rounded bg-brand-50">
                {b.imagePath ? <Image src={b.imagePath} alt="" className="object-cover" /> : null}
              </div>
              <div className="min-w-0">
                <Link
                  href={`/blogs/${b.id}`}
                  className="font-semibold text-ink hover:text-brand-700 hover:underline"
                  {...contentLangProps(b.language, locale)}
                >
                  {truncate(b.title, 60)}
                </Link>
                <p className="text-sm text-ink-subtle">
                  <time dateTime={b.date.toISOString()}>{formatPostDate(b.date, locale, 'short')}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-gallery">
        <h2 id="sidebar-gallery" className={heading}>
          {t('gallery')}
        </h2>
        <ul className="mt-4 grid grid-cols-3 gap-2">
          {gallery.map((b) => (
            <li key={b.id}>
              <Link
                href={`/blogs/${b.id}`}
                className="relative block aspect-square overflow-hidden rounded bg-brand-50"
                aria-label={b.title}
                {...contentLangProps(b.language, locale)}
              >
                <Image src={b.imagePath!} alt="" className="object-cover transition-transform hover:scale-105" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className={heading}>
          {t('categoryList')}
        </h2>
        <ul className="mt-3 divide-y divide-ink/10">
          {BLOG_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                href={{ pathname: '/blogs', query: { category: c } }}
                className="flex min-h-11 items-center justify-between py-2 text-ink-muted hover:text-brand-700"
              >
                {t(`categories.${c}`)}
                <span aria-hidden className="rtl:rotate-180">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
