'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fetchCoverage, type Coverage } from '@/lib/bookings/hooks';
import { ApiError } from '@/lib/http/client';

type Props = {
  postcode: string;
  onPostcode: (postcode: string) => void;
  onCoverage: (coverage: Coverage) => void;
  /** A failure with no field to put it under (no connection): the flow shows it. */
  onFailure: (error: unknown) => void;
  error?: string;
  /** Check at once (the visitor pressed "Check my area" before the flow's code had arrived). */
  autoCheck?: boolean;
};

/** Step 1: the postcode decides which office answers, and so the prices and times on offer. */
export function PostcodeStep({ postcode, onPostcode, onCoverage, onFailure, error, autoCheck = false }: Props) {
  const hydrated = useHydrated();
  const t = useTranslations('booking');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(error);
  const auto = useRef(autoCheck);
  const field = useRef<HTMLInputElement>(null);

  async function check(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    if (!postcode.trim()) return setFieldError(t('errors.postcodeRequired'));
    setBusy(true);
    setFieldError(undefined);
    try {
      onCoverage(await fetchCoverage(postcode.trim()));
    } catch (err) {
      // The server refuses a postcode it cannot parse with a field error: answered here in the page's language.
      if (err instanceof ApiError && err.fieldErrors.postcode?.length) setFieldError(t('errors.postcodeInvalid'));
      else onFailure(err);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!auto.current) return;
    auto.current = false;
    void check();
    // Once, when the flow opens on a postcode typed into the page before its code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = fieldError ?? error;
  useEffect(() => {
    if (shown) field.current?.focus();
  }, [shown]);
  return (
    <form onSubmit={check} noValidate className="grid gap-4 sm:max-w-md">
      <Field
        ref={field}
        label={t('postcode.label')}
        hint={t('postcode.hint')}
        name="postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        enterKeyHint="go"
        maxLength={10}
        required
        value={postcode}
        error={shown}
        onChange={(e) => onPostcode(e.target.value)}
        className="[&_input]:text-lg [&_input]:uppercase [&_input]:tracking-wide"
      />
      <button
        type="submit"
        disabled={busy}
        {...untilHydrated(hydrated)}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded bg-brand-700 px-6 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {busy ? (
          <>
            <Spinner /> {t('postcode.checking')}
          </>
        ) : (
          t('postcode.submit')
        )}
      </button>
    </form>
  );
}
