'use client';

import { preload } from './preload';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { Spinner } from '@/components/ui/button';
import { subscribeNewsletter } from '@/lib/enquiries/public-calls';

const preloadSchema = () => preload(() => import('@/lib/newsletter/schemas'));

type State =
  | { status: 'idle' | 'submitting' }
  | { status: 'succeeded'; message: string }
  | { status: 'failed' | 'invalid'; message: string };

/** The footer newsletter sign-up (SPEC §4): 'Subscribing...' while busy, the server's text on success, reset after. */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const t = useTranslations('newsletter');
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const validating = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ text }) => setEmail(text.email ?? ''));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state.status === 'submitting' || validating.current) return;
    validating.current = true;
    // The shared schema (zod) is fetched on first use: this form is in every page's footer.
    const { newsletterSchema } = await import('@/lib/newsletter/schemas').finally(() => (validating.current = false));
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      const empty = email.trim() === '';
      return setState({ status: 'invalid', message: empty ? t('required') : t('invalid') });
    }
    setState({ status: 'submitting' });
    try {
      const res = await subscribeNewsletter(parsed.data.email);
      setEmail('');
      setState({ status: 'succeeded', message: res.message?.trim() || t('success') });
    } catch {
      setState({ status: 'failed', message: t('failure') });
    }
  }

  const busy = state.status === 'submitting';
  const invalid = state.status === 'invalid';
  const message = 'message' in state ? state.message : null;
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={preloadSchema}
      className="w-full max-w-md"
      aria-busy={busy}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          placeholder={t('placeholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-h-11 flex-1 rounded border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          disabled={busy}
          {...untilHydrated(hydrated)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded bg-accent-500 px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? (
            <>
              <Spinner /> {t('busy')}
            </>
          ) : (
            t('submit')
          )}
        </button>
      </div>
      <p
        id={`${id}-msg`}
        role={state.status === 'succeeded' ? 'status' : message ? 'alert' : undefined}
        className={`mt-2 min-h-5 text-sm font-semibold ${state.status === 'succeeded' ? 'text-success' : 'text-danger'}`}
      >
        {message}
      </p>
    </form>
  );
}
