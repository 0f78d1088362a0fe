'use client';

import { preload } from '@/components/site/forms/preload';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/site/forms/text-area';
import { fetchAddressSuggestions } from '@/lib/bookings/hooks';
import type { Contact } from './booking-state';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'addressLine', 'notes'] as const;
const loadSchema = () => import('./contact-schema');
const lazyResolver: Resolver<Contact> = async (values, context, options) =>
  (await loadSchema()).bookingContactResolver(values, context, options);

type Props = {
  contact: Contact;
  postcode: string;
  /** The server's messages for these fields (a 400 from the booking), shown as sent. */
  serverErrors: Partial<Record<keyof Contact, string>>;
  onChange: (contact: Contact) => void;
  onDone: () => void;
  formId: string;
};

/** Step 4: name, e-mail, phone and address (the postcode is already known; suggestions come from it when configured). */
export function ContactStep({ contact, postcode, serverErrors, onChange, onDone, formId }: Props) {
  const t = useTranslations('booking.contact');
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Contact>({ resolver: lazyResolver, defaultValues: contact, shouldFocusError: true });
  const [suggestions, setSuggestions] = useState<string[]>([]);

  // Every keystroke goes back to the flow's draft (kept in sessionStorage), so nothing typed is lost on a reload.
  useEffect(() => {
    const sub = watch((values) => onChange(values as Contact));
    return () => sub.unsubscribe();
  }, [watch, onChange]);

  useEffect(() => {
    for (const name of CONTACT_FIELDS) {
      const message = serverErrors[name];
      if (message) setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverErrors, setError]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAddressSuggestions(postcode, controller.signal)
      .then((r) => setSuggestions(r.suggestions.map((s) => s.address)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [postcode]);

  // Browser-side messages are keys of booking.contact; the server's are sentences, shown as they come.
  const msg = (m?: string) => (m ? (t.has(m) ? t(m) : m) : undefined);
  const text = (
    name: Exclude<keyof Contact, 'notes'>,
    type: string,
    autoComplete: string,
    max: number,
    extra: object = {},
  ) => (
    <Field
      label={t(name)}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      required
      error={msg(errors[name]?.message)}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      id={formId}
      noValidate
      onSubmit={handleSubmit(() => onDone())}
      onFocusCapture={() => preload(loadSchema)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text('name', 'text', 'name', 200)}
      {text('email', 'email', 'email', 254, { inputMode: 'email' })}
      {text('phone', 'tel', 'tel', 40, { inputMode: 'tel' })}
      <div className="sm:col-span-2">
        {text('addressLine', 'text', 'address-line1', 500, {
          hint: t('addressHint', { postcode }),
          list: suggestions.length ? 'booking-address-suggestions' : undefined,
        })}
        {suggestions.length ? (
          <datalist id="booking-address-suggestions" aria-label={t('addressSuggestions', { postcode })}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        ) : null}
      </div>
      <TextArea
        className="sm:col-span-2"
        rows={3}
        label={t('notes')}
        placeholder={t('notesPlaceholder')}
        maxLength={2000}
        error={msg(errors.notes?.message)}
        {...register('notes')}
      />
    </form>
  );
}
