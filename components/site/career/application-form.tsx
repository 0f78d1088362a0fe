'use client';

import { preload } from '@/components/site/forms/preload';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { newId } from '@/components/site/forms/new-id';
import { TextArea } from '@/components/site/forms/text-area';
import { useTypedBeforeHydration } from '@/components/site/forms/use-typed-before-hydration';
import { createEnquiry, uploadCv } from '@/lib/enquiries/public-calls';
import { useRouter } from '@/lib/i18n/navigation';
import { APPLY_MESSAGE_KEYS } from './application-messages';
import type { ApplicationFormInput, ApplicationFormValues } from './application-schema';

const loadSchema = () => import('./application-schema');

/**
 * zodResolver over the shared application schema, with zod fetched on first validation (or on first focus):
 * it stays out of the page's first-load JavaScript.
 */
const lazyResolver: Resolver<ApplicationFormInput, unknown, ApplicationFormValues> = async (
  values,
  context,
  options,
) => {
  const { applicationResolver } = await loadSchema();
  return applicationResolver(values, context, options);
};

type Outcome = { tone: 'error' | 'success'; text: string } | null;
export const REDIRECT_DELAY_MS = 2500;

/** The job application (SPEC §4/§5/§8): CV upload with progress, then the application; success resets and goes to /career. */
export function ApplicationForm({ job }: { job?: { id: string; title: string } }) {
  const hydrated = useHydrated();
  const t = useTranslations('apply');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // An unchanged retry reuses the submission's id (one stored record) and its uploaded CV; edited values or another
  // file start a new submission (the server answers 409 to one id with different content, and a CV belongs to one id).
  const attempt = useRef<{ id: string; key: string; file: File; dbPath?: string } | null>(null);
  const { register, handleSubmit, reset, setValue, formState } = useForm<
    ApplicationFormInput,
    unknown,
    ApplicationFormValues
  >({
    resolver: lazyResolver,
    defaultValues: { fullName: '', email: '', phone: '', coverLetter: '', address: '', postcode: '', cvFile: null },
  });
  const { errors, isSubmitting } = formState;
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ text, files }) => {
    for (const name of ['fullName', 'email', 'phone', 'coverLetter', 'address', 'postcode'] as const)
      if (text[name]) setValue(name, text[name]);
    // setValue() empties a file input: let the input report its file through its own change handler instead.
    if (files.cvFile)
      form.current?.querySelector('input[name="cvFile"]')?.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const msg = (m?: string) => (m ? (APPLY_MESSAGE_KEYS[m] ? t(APPLY_MESSAGE_KEYS[m]) : m) : undefined);

  async function submit(values: ApplicationFormValues) {
    setOutcome(null);
    const { cvFile, ...fields } = values;
    const key = JSON.stringify(fields);
    if (attempt.current?.key !== key || attempt.current.file !== cvFile)
      attempt.current = { id: newId(), key, file: cvFile };
    const current = attempt.current;
    if (!current.dbPath) {
      try {
        setProgress(0);
        const { dbPath } = await uploadCv(cvFile, setProgress);
        current.dbPath = dbPath;
      } catch {
        setProgress(null);
        return setOutcome({ tone: 'error', text: t('cvFailed') });
      }
    }
    try {
      const res = await createEnquiry({
        id: current.id,
        name: values.fullName,
        email: values.email,
        phone: values.phone,
        messageDescription: job ? `Applying for: ${job.title}\n\n${values.coverLetter}` : values.coverLetter,
        domainName: window.location.origin,
        cvLink: current.dbPath!,
        category: 'career',
        address: values.address,
        postcode: values.postcode,
        locale,
      });
      if (!res.success) throw new Error('Submission failed');
    } catch {
      return setOutcome({ tone: 'error', text: t('submissionFailed') });
    }
    attempt.current = null;
    setProgress(null);
    reset();
    setOutcome({ tone: 'success', text: t('success') });
    setTimeout(() => router.push('/career'), REDIRECT_DELAY_MS);
  }

  const text = (
    name: 'fullName' | 'email' | 'phone' | 'address' | 'postcode',
    type: string,
    autoComplete: string,
    max: number,
  ) => (
    <Field
      label={t(name)}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      aria-required
      error={msg(errors[name]?.message)}
      {...register(name)}
    />
  );

  return (
    <form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocusCapture={() => preload(loadSchema)}
      className="grid gap-5 sm:grid-cols-2"
      aria-busy={isSubmitting}
    >
      {text('fullName', 'text', 'name', 200)}
      {text('email', 'email', 'email', 254)}
      {text('phone', 'tel', 'tel', 40)}
      {text('postcode', 'text', 'postal-code', 20)}
      <div className="sm:col-span-2">{text('address', 'text', 'street-address', 500)}</div>
      <TextArea
        className="sm:col-span-2"
        rows={6}
        label={t('coverLetter')}
        maxLength={5000}
        aria-required
        error={msg(errors.coverLetter?.message)}
        {...register('coverLetter')}
      />
      <div className="sm:col-span-2">
        <label htmlFor="cv-file" className="mb-1.5 block text-sm font-semibold text-ink">
          {t('cvFile')}
        </label>
        <input
          id="cv-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-required
          aria-invalid={errors.cvFile ? true : undefined}
          aria-describedby={errors.cvFile ? 'cv-file-error' : undefined}
          className="block w-full rounded border border-ink/25 bg-white p-2 text-sm file:me-3 file:min-h-9 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
          {...register('cvFile')}
        />
        {errors.cvFile ? (
          <p id="cv-file-error" className="mt-1 text-sm font-medium text-danger">
            {msg(errors.cvFile.message)}
          </p>
        ) : null}
        {progress !== null ? (
          <div className="mt-3">
            <div className="flex justify-between text-sm text-ink-muted">
              <span id="cv-progress-label">{t('uploading')}</span>
              <span aria-hidden>{progress}%</span>
            </div>
            <progress
              aria-labelledby="cv-progress-label"
              max={100}
              value={progress}
              className="mt-1 h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-surface-strong [&::-webkit-progress-value]:bg-brand-700 [&::-moz-progress-bar]:bg-brand-700"
            />
          </div>
        ) : null}
      </div>
      {outcome ? (
        <div className="sm:col-span-2">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          {...untilHydrated(hydrated)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
        >
          {isSubmitting ? (
            <>
              <Spinner /> {t('submitting')}
            </>
          ) : (
            t('submit')
          )}
        </button>
      </div>
    </form>
  );
}
