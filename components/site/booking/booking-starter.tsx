'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { IslandIntl } from '@/components/site/islands/intl';
import { hasDraft } from './booking-state';

type FlowProps = { intl: IslandIntl; initialPostcode?: string };
export type StarterLabels = {
  progress: string;
  title: string;
  label: string;
  hint: string;
  submit: string;
  checking: string;
  failed: string;
};

let loading: Promise<{ default: ComponentType<FlowProps> }> | undefined;
/** The flow, its texts' runtime (next-intl) and its steps: one download, started only when the visitor starts. */
export const preloadBookingFlow = () =>
  (loading ??= Promise.all([import('./booking-flow'), import('@/components/site/islands/intl')])
    .then(([m, intl]) => ({ default: intl.withIntl(m.BookingFlow) as ComponentType<FlowProps> }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
const Flow = lazy(preloadBookingFlow);

/**
 * The booking page's first step as plain server HTML with a few lines of code behind it: the flow itself (steps,
 * price, slots, forms and the intl runtime) is fetched when the visitor points at or focuses the form, and shown
 * when they send their postcode. A visitor who reloads mid-booking gets the flow back at once.
 */
export function BookingStarter({ intl, labels }: { intl: IslandIntl; labels: StarterLabels }) {
  const hydrated = useHydrated();
  const [started, setStarted] = useState<{ postcode?: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const start = (postcode?: string) => {
    setWaiting(true);
    setFailed(false);
    preloadBookingFlow()
      .then(() => setStarted({ postcode }))
      .catch(() => setFailed(true))
      .finally(() => setWaiting(false));
  };

  useEffect(() => {
    if (hasDraft()) start();
  }, []);

  const wake = () => void preloadBookingFlow().catch(() => undefined);
  function submit(e: FormEvent) {
    e.preventDefault();
    start(input.current?.value.trim() ?? '');
  }

  const first = (
    <section aria-labelledby="booking-step-title" className="grid gap-5" data-step="start">
      <div>
        <p className="text-sm font-semibold text-brand-700">{labels.progress}</p>
        <h2 id="booking-step-title" className="mt-1 text-2xl font-extrabold text-ink">
          {labels.title}
        </h2>
      </div>
      <form
        method="get"
        noValidate
        onSubmit={submit}
        onPointerEnter={wake}
        onFocus={wake}
        onTouchStart={wake}
        className="grid gap-4 sm:max-w-md"
      >
        <Field
          ref={input}
          label={labels.label}
          hint={labels.hint}
          name="postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          enterKeyHint="go"
          maxLength={10}
          required
          className="[&_input]:text-lg [&_input]:uppercase [&_input]:tracking-wide"
        />
        {failed ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {labels.failed}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={waiting}
          {...untilHydrated(hydrated)}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded bg-brand-700 px-6 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
        >
          {waiting ? (
            <>
              <Spinner /> {labels.checking}
            </>
          ) : (
            labels.submit
          )}
        </button>
      </form>
    </section>
  );
  if (!started) return first;
  return (
    <Suspense fallback={first}>
      <Flow intl={intl} initialPostcode={started.postcode} />
    </Suspense>
  );
}
