import { getLocale, getTranslations } from 'next-intl/server';
import { htmlToText, truncate } from '@/components/site/blog/blog-text';
import { Link } from '@/components/site/locale-link';
import { contentLangProps } from '@/lib/i18n/content-language';

type Job = { id: string; title: string; location: string | null; content: string; language: string };

/** One job opening in the career list: title, location, a 200-character preview (SPEC §9) and its links. */
export async function JobCard({ job }: { job: Job }) {
  const [t, locale] = await Promise.all([getTranslations('career'), getLocale()]);
  const own = contentLangProps(job.language, locale);
  return (
    <article className="rounded-card border border-ink/10 bg-white p-6 shadow-card">
      <h3 className="text-xl font-bold text-ink" {...own}>
        <Link href={`/career/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      {job.location ? (
        <p className="mt-1 text-sm font-semibold text-brand-800">
          <span className="sr-only">{t('location')}: </span>
          <span aria-hidden>📍 </span>
          <span translate="no" {...own}>
            {job.location}
          </span>
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted" {...own}>
        {truncate(htmlToText(job.content), 200)}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href={`/career/${job.id}`}
          className="inline-flex min-h-11 items-center rounded border border-ink/20 px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
          aria-label={`${t('viewJob')}: ${job.title}`}
        >
          {t('viewJob')}
        </Link>
        <Link
          href={`/apply-now/${job.id}`}
          className="inline-flex min-h-11 items-center rounded bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={`${t('applyNow')}: ${job.title}`}
        >
          {t('applyNow')}
        </Link>
      </div>
    </article>
  );
}
