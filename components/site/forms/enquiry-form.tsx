'use client';

import { preload } from './preload';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useRef, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { createEnquiry } from '@/lib/enquiries/public-calls';
import type { EnquiryFields } from '@/lib/enquiries/schemas';
import { useSubmissionId } from './new-id';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { TextArea } from './text-area';

type Props = {
  services?: string[];
  /** Called when the visitor confirms the success dialog (the quote modal and callback dialog close then). */
  onSuccess?: () => void;
  /** Quote modal: the message shown when no service is ticked ('Please select at least a service'). */
  requireServicesMessage?: string;
  /** Callback dialog: the field order of SPEC §2, a Cancel button and the 'Submit Enquiry' label. */
  variant?: 'page' | 'callback';
  onCancel?: () => void;
  /** Values carried over from another form (the booking flow's fallback: postcode, a summary in the message). */
  initial?: Partial<EnquiryFields>;
};

type Status = 'idle' | 'submitting' | 'succeeded' | 'failed';
const EMPTY: EnquiryFields = { name: '', email: '', phone: '', address: '', postCode: '', messageDescription: '' };

const pick = (from: Record<string, string>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]!]));

/** Staff read enquiries in English, so the appended list has a fixed heading (SPEC §3: services appended to the message). */
export function withServices(message: string, services: string[]) {
  if (services.length === 0) return message;
  return `${message}\n\nSelected services:\n${services.map((s) => `- ${s}`).join('\n')}`;
}

// The shared schema (zod) and the result dialog are fetched on first focus or submit, so neither
// counts toward the page's first-load JavaScript.
const loadDialog = () => import('./result-dialog');
const ResultDialog = dynamic(() => loadDialog().then((m) => m.ResultDialog), { ssr: false });
const preloadSchema = () => preload(() => import('@/lib/enquiries/schemas'), loadDialog);

/** The public enquiry form (SPEC §4): idle → submitting → success dialog (cleared) or failure dialog (values kept). */
export function EnquiryForm({
  services = [],
  onSuccess,
  requireServicesMessage,
  variant = 'page',
  onCancel,
  initial,
}: Props) {
  const hydrated = useHydrated();
  const t = useTranslations('enquiry');
  const locale = useLocale() as Locale;
  const f = useTranslations('forms');
  const c = useTranslations('callback');
  const [values, setValues] = useState<EnquiryFields>(() => ({ ...EMPTY, ...initial }));
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmissionId();
  const validating = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ text }) => setValues((v) => ({ ...v, ...pick(text, Object.keys(EMPTY)) })));

  const set = (key: keyof EnquiryFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status === 'submitting' || validating.current) return;
    validating.current = true;
    // The shared schema (zod) is fetched on first use, keeping it out of every page's first-load JavaScript.
    const { enquiryFieldsSchema } = await import('@/lib/enquiries/schemas').finally(() => (validating.current = false));
    if (!enquiryFieldsSchema.safeParse(values).success) return setError(f('required'));
    if (requireServicesMessage && services.length === 0) return setError(requireServicesMessage);
    setError(null);
    setStatus('submitting');
    const payload = {
      ...values,
      messageDescription: withServices(values.messageDescription, services),
      domainName: window.location.origin,
      ...(services.length ? { services } : {}),
    };
    try {
      // The page's language: the visitor's acknowledgement is written in it.
      await createEnquiry({ id: submission.idFor(payload), ...payload, locale });
      submission.done();
      setValues(EMPTY);
      setStatus('succeeded');
    } catch {
      setStatus('failed');
    }
  }

  function confirm() {
    const succeeded = status === 'succeeded';
    setStatus('idle');
    if (succeeded) onSuccess?.();
  }

  const busy = status === 'submitting';
  const field = (
    key: Exclude<keyof EnquiryFields, 'messageDescription'>,
    type: string,
    autoComplete: string,
    max: number,
  ) => (
    <Field
      key={key}
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
  const fields = {
    name: field('name', 'text', 'name', 200),
    email: field('email', 'email', 'email', 254),
    phone: field('phone', 'tel', 'tel', 40),
    address: field('address', 'text', 'street-address', 500),
    postCode: field('postCode', 'text', 'postal-code', 20),
  };
  const order =
    variant === 'callback'
      ? [fields.name, fields.phone, fields.email, fields.address, fields.postCode]
      : [fields.name, fields.email, fields.phone, fields.address, fields.postCode];

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
      {order}
      <TextArea
        className="sm:col-span-2"
        label={t('message')}
        name="messageDescription"
        placeholder={t('messagePlaceholder')}
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
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center justify-center rounded border border-ink/20 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-muted"
          >
            {c('cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          {...untilHydrated(hydrated)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
        >
          {busy ? (
            <>
              <Spinner /> {f('submitting')}
            </>
          ) : variant === 'callback' ? (
            c('submit')
          ) : (
            t('submit')
          )}
        </button>
      </div>
      {status === 'succeeded' || status === 'failed' ? (
        <ResultDialog
          open
          tone={status === 'failed' ? 'error' : 'success'}
          title={status === 'failed' ? f('failureTitle') : f('successTitle')}
          text={status === 'failed' ? f('failureText') : f('successText')}
          confirmLabel={f('ok')}
          onConfirm={confirm}
        />
      ) : null}
    </form>
  );
}
