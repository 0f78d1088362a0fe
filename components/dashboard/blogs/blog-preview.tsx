'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { POST_ATTRIBUTES, POST_TAGS, POST_URL } from '@/lib/html/post-allowlist';
import { PROSE } from '@/components/site/blog/prose';
import { fileUrl } from '@/lib/files/urls';
import { formatDate } from '@/lib/dashboard/labels';
import type { BlogFormValues } from '@/lib/blogs/schemas';
import { categoryKey, isCareer } from './blog-labels';

/**
 * The post as its public page will show it: title, cover, date, author, category (or the job's location) and the body
 * in the public pages' prose styles. The editor's HTML is cleaned in the browser with the allowlist the server saves
 * with (DOMPurify, fetched when the preview first opens), so the preview shows exactly what the public page will.
 */
export function BlogPreview({
  values,
  author,
  date,
}: {
  values: BlogFormValues;
  author: string | null;
  date: string | null;
}) {
  const t = useTranslations('dashboardBlogs');
  const locale = useLocale();
  const cover = fileUrl(values.image);
  const key = categoryKey(values.category);
  const rtl = values.language === 'ar';
  return (
    <article
      lang={values.language}
      dir={rtl ? 'rtl' : 'ltr'}
      className="rounded border border-ink/15 bg-surface p-4 sm:p-6"
      data-testid="blog-preview"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-subtle">{t('previewNote')}</p>
      <h2 className="mt-2 break-words text-3xl font-bold text-ink">{values.title || t('untitled')}</h2>
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by /api/files
        <img src={cover} alt="" className="mt-4 aspect-[16/10] w-full rounded-card object-cover" />
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-subtle">
        <span>{formatDate(date ?? new Date().toISOString(), locale)}</span>
        {author ? <span>· {author}</span> : null}
        {key ? <span className="font-semibold text-brand-700">· {t(`categories.${key}`)}</span> : null}
        {isCareer(values.category) && values.location ? <span>· {values.location}</span> : null}
      </p>
      {values.content.trim() ? (
        <PreviewBody html={values.content} />
      ) : (
        <p className="mt-4 text-ink-subtle">{t('previewEmpty')}</p>
      )}
    </article>
  );
}

function PreviewBody({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      const attributes = [...new Set(Object.values(POST_ATTRIBUTES).flat())];
      const safe = purify.sanitize(html, {
        ALLOWED_TAGS: POST_TAGS,
        ALLOWED_ATTR: attributes,
        ALLOWED_URI_REGEXP: POST_URL,
      });
      if (live) setClean(safe);
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <p aria-busy className="mt-4 h-24 animate-pulse rounded bg-surface-muted" />;
  // Sanitised above with DOMPurify and the posts' allowlist (lib/html/post-allowlist.ts).
  return <div className={`${PROSE} mt-2 break-words`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
