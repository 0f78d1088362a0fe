import { getTranslations } from 'next-intl/server';

/**
 * The blog comment form of SPEC §2 is non-functional in the original. Rather than pretend to post, the fields are shown
 * and the button is disabled, with a visible note explaining that comments are not sent.
 */
export async function CommentForm() {
  const t = await getTranslations('blog');
  const input =
    'block min-h-11 w-full rounded border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink disabled:bg-surface-muted';
  return (
    <section aria-labelledby="comment-heading" className="mt-12 rounded-card border border-ink/10 p-6">
      <h2 id="comment-heading" className="text-xl font-bold text-ink">
        {t('commentHeading')}
      </h2>
      <p id="comment-notice" className="mt-2 rounded bg-surface-muted px-3 py-2 text-sm text-ink-muted">
        {t('commentNotice')}
      </p>
      <form aria-describedby="comment-notice" className="mt-4 grid gap-4 sm:grid-cols-2" action="#">
        <div>
          <label htmlFor="comment-name" className="mb-1.5 block text-sm font-semibold text-ink">
            {t('commentName')}
          </label>
          <input id="comment-name" name="name" autoComplete="name" className={input} />
        </div>
        <div>
          <label htmlFor="comment-email" className="mb-1.5 block text-sm font-semibold text-ink">
            {t('commentEmail')}
          </label>
          <input id="comment-email" name="email" type="email" autoComplete="email" className={input} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="comment-text" className="mb-1.5 block text-sm font-semibold text-ink">
            {t('commentText')}
          </label>
          <textarea id="comment-text" name="comment" rows={4} className={input} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled
            aria-describedby="comment-notice"
            className="inline-flex min-h-11 cursor-not-allowed items-center rounded bg-ink-subtle px-5 text-sm font-semibold text-white"
          >
            {t('postComment')}
          </button>
        </div>
      </form>
    </section>
  );
}
