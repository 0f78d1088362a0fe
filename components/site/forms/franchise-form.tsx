'use client';

import { preload } from './preload';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { createFranchise } from '@/lib/enquiries/public-calls';
import type { FranchiseFields } from '@/lib/franchises/schemas';
import { useSubmissionId } from './new-id';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { TextArea } from './text-area';

const EMPTY: FranchiseFields = {
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  postCode: '',
  email: '',
  messageDescription: '',
};
type Status = 'idle' | 'submitting' | 'succeeded' | 'failed';

// The shared schema (zod) and the result dialog are fetched on first focus or submit, so neither
// counts toward the page's first-load JavaScript.
const loadDialog = () => import('./result-dialog');
const ResultDialog = dynamic(() => loadDialog().then((m) => m.ResultDialog), { ssr: false });
const preloadSchema = () => preload(() => import('@/lib/franchises/schemas'), loadDialog);

/** The franchise information-pack request (SPEC §4/§5): every field required, busy button, reset with a fresh id. */
export function FranchiseForm() {
  const hydrated = useHydrated();
  const t = useTranslations('franchise');
  const locale = useLocale() as Locale;
  const f = useTranslations('forms');
  const [values, setValues] = useState<FranchiseFields>(EMPTY);
  const submission = useSubmissionId();
  const validating = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ text }) =>
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(
        Object.keys(EMPTY)
          .filter((k) => k in text)
          .map((k) => [k, text[k]!]),
      ),
    })),
  );
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof FranchiseFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status === 'submitting' || validating.current) return;
    validating.current = true;
    // The shared schema (zod) is fetched on first use, keeping it out of the page's first-load JavaScript.
    const { franchiseFieldsSchema } = await import('@/lib/franchises/schemas').finally(
      () => (validating.current = false),
    );
    if (!franchiseFieldsSchema.safeParse(values).success) return setError(t('required'));
    setError(null);
    setStatus('submitting');
    try {
      // The page's language: the visitor's thank-you is written in it.
      await createFranchise({ id: submission.idFor(values), ...values, locale });
      setValues(EMPTY);
      submission.done();
      setStatus('succeeded');
    } catch {
      setStatus('failed');
    }
  }

  const busy = status === 'submitting';
  const input = (
    key: Exclude<keyof FranchiseFields, 'messageDescription'>,
    type: string,
    autoComplete: string,
    max: number,
  ) => (
    <Field
      label={t(key)}
      name={key}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      aria-required
      value={values[key]}
      onChange={set(key)}
    />
  );
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={preloadSchema}
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={busy}
    >
      {input('firstName', 'text', 'given-name', 100)}
      {input('lastName', 'text', 'family-name', 100)}
      {input('phone', 'tel', 'tel', 40)}
      {input('email', 'email', 'email', 254)}
      {input('address', 'text', 'street-address', 500)}
      {input('postCode', 'text', 'postal-code', 20)}
      <TextArea
        className="sm:col-span-2"
        label={t('message')}
        name="messageDescription"
        maxLength={5000}
        aria-required
        value={values.messageDescription}
        onChange={set('messageDescription')}
      />
      {error ? (
        <div className="sm:col-span-2">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          {...untilHydrated(hydrated)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
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
      {status === 'succeeded' || status === 'failed' ? (
        <ResultDialog
          open
          tone={status === 'failed' ? 'error' : 'success'}
          title={status === 'failed' ? f('failureTitle') : t('successTitle')}
          text={status === 'failed' ? f('failureText') : t('successText')}
          confirmLabel={f('ok')}
          onConfirm={() => setStatus('idle')}
        />
      ) : null}
    </form>
  );
}
