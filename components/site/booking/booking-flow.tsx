'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/button';
import type { Booked, Coverage, SlotDay } from '@/lib/bookings/hooks';
import { BookingDone } from './booking-done';
import { BookingFallback } from './booking-fallback';
import {
  bookingInput,
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
  sizeFor,
  sizeKeysFor,
  STEPS,
  type Contact,
  type Draft,
  type Step,
} from './booking-state';
import { ConfirmStep } from './confirm-step';
import { ContactStep } from './contact-step';
import { PostcodeStep } from './postcode-step';
import { serviceFromSearch } from './service-param';
import { ServiceStep } from './service-step';
import { StepNav } from './step-nav';
import { TimeStep } from './time-step';
import { useQuote } from './use-quote';
import { useSendBooking } from './use-send-booking';

type Props = {
  /** The postcode typed into the page's own form before this code arrived; checked at once. */
  initialPostcode?: string;
};

type Ending = { kind: 'done'; booked: Booked } | { kind: 'fallback'; reason: 'area' | 'service' } | null;
const CONTACT_FORM = 'booking-contact';

/** The public "Book online" flow (issue 28): postcode → service and price → time → details → confirm. */
export function BookingFlow({ initialPostcode }: Props) {
  const t = useTranslations('booking');
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = loadDraft();
    if (saved && initialPostcode === undefined) return saved;
    return { ...emptyDraft(serviceFromSearch(window.location.search)), postcode: initialPostcode ?? '' };
  });
  const [ending, setEnding] = useState<Ending>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [freshDays, setFreshDays] = useState<SlotDay[] | null>(null);
  const [autoCheck, setAutoCheck] = useState(initialPostcode !== undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = bookingInput(draft);
  const price = useQuote(draft.step === 'postcode' ? null : input);
  const coverage = draft.coverage;

  useEffect(() => {
    if (ending?.kind !== 'done') saveDraft(draft);
  }, [draft, ending]);

  // Each step's heading takes focus when the step changes (not on the first render), so a screen reader announces it.
  const view = ending ? ending.kind : draft.step;
  const firstView = useRef<string>(view);
  useEffect(() => {
    if (view === firstView.current) return;
    firstView.current = '';
    heading.current?.focus();
  }, [view]);

  const update = useCallback((patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const go = (step: Step) => {
    setNotice(null);
    update({ step });
  };
  const onContact = useCallback((contact: Contact) => update({ contact }), [update]);
  const { booking, confirm } = useSendBooking({
    draft,
    input,
    coverage,
    price,
    update,
    setNotice,
    setFieldErrors,
    setFreshDays,
    onBooked: (booked) => setEnding({ kind: 'done', booked }),
  });

  function onCoverage(answer: Coverage) {
    setAutoCheck(false);
    if (!answer.covered) {
      update({ postcode: answer.postcode, coverage: null });
      return setEnding({ kind: 'fallback', reason: 'area' });
    }
    const service = answer.services.find((s) => s.key === draft.service);
    setUnavailable(draft.service && !service ? draft.service : null);
    const size = service ? sizeFor(sizeKeysFor(service.shape, service.carpetUnit), draft.size, service) : draft.size;
    const frequency = answer.frequencies.includes(draft.frequency)
      ? draft.frequency
      : (answer.frequencies[0] ?? 'one-off');
    setFieldErrors({});
    update({
      coverage: answer,
      postcode: answer.postcode,
      service: service ? service.key : '',
      size,
      frequency,
      step: 'service',
    });
  }

  function onService(key: string) {
    const offered = coverage?.services.find((s) => s.key === key);
    if (!offered) return;
    update({
      service: key,
      size: sizeFor(sizeKeysFor(offered.shape, offered.carpetUnit), draft.size, offered),
      date: '',
      startTime: '',
    });
  }

  function next() {
    setFieldErrors({});
    if (draft.step === 'service') return go('time');
    if (draft.step === 'time') {
      if (!draft.date || !draft.startTime) return setFieldErrors({ startTime: t('time.required') });
      setFreshDays(null);
      return go('contact');
    }
  }

  function restart(keepPostcode = false) {
    clearDraft();
    setAutoCheck(false);
    setEnding(null);
    setFreshDays(null);
    setNotice(null);
    setDraft({ ...emptyDraft(draft.service), postcode: keepPostcode ? draft.postcode : '', contact: draft.contact });
  }

  const stepNumber = STEPS.indexOf(draft.step) + 1;
  const title =
    ending?.kind === 'done'
      ? t(ending.booked.status === 'held' ? 'done.heldTitle' : 'done.requestedTitle')
      : ending?.kind === 'fallback'
        ? t('fallback.title', { postcode: draft.postcode.toUpperCase() })
        : t(`steps.${draft.step}`);

  return (
    <section aria-labelledby="booking-step-title" className="grid gap-5" data-step={view}>
      <div>
        {!ending ? (
          <p className="text-sm font-semibold text-brand-700">
            {t('progress', { current: stepNumber, total: STEPS.length })}
          </p>
        ) : null}
        <h2
          id="booking-step-title"
          ref={heading}
          tabIndex={-1}
          className="mt-1 scroll-mt-36 text-2xl font-extrabold text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40"
        >
          {title}
        </h2>
        {coverage && !ending && draft.step !== 'postcode' ? (
          <p className="mt-1 text-sm text-ink-muted">
            {t('postcode.covered', { company: coverage.company.name, postcode: coverage.postcode })}
          </p>
        ) : null}
      </div>
      {notice ? <Alert>{notice}</Alert> : null}
      {ending?.kind === 'done' && coverage ? (
        <BookingDone
          booked={ending.booked}
          coverage={coverage}
          email={draft.contact.email}
          onAgain={() => restart(true)}
        />
      ) : null}
      {ending?.kind === 'fallback' ? (
        <BookingFallback
          postcode={draft.postcode.toUpperCase()}
          service={unavailable ?? draft.service}
          reason={ending.reason}
          contact={draft.contact}
          onOtherPostcode={() => restart()}
        />
      ) : null}
      {!ending && draft.step === 'postcode' ? (
        <PostcodeStep
          postcode={draft.postcode}
          onPostcode={(postcode) => update({ postcode })}
          onCoverage={onCoverage}
          onFailure={() => setNotice(t('errors.network'))}
          error={fieldErrors.postcode}
          autoCheck={autoCheck}
        />
      ) : null}
      {!ending && coverage && draft.step === 'service' ? (
        <ServiceStep
          draft={draft}
          coverage={coverage}
          price={price}
          unavailable={unavailable}
          fieldErrors={fieldErrors}
          onService={onService}
          onSize={(size) => update({ size })}
          onExtras={(extras) => update({ extras })}
          onFrequency={(frequency) => update({ frequency })}
          onAskQuote={() => setEnding({ kind: 'fallback', reason: 'service' })}
        />
      ) : null}
      {!ending && coverage && input && draft.step === 'time' ? (
        <TimeStep
          input={input}
          weekFrom={draft.weekFrom}
          horizonDays={coverage.horizonDays}
          date={draft.date}
          startTime={draft.startTime}
          freshDays={freshDays}
          error={fieldErrors.startTime ?? fieldErrors.date}
          onWeek={(weekFrom) => {
            setFreshDays(null);
            update({ weekFrom, date: '', startTime: '' });
          }}
          onDate={(date) => update({ date, startTime: '' })}
          onTime={(startTime) => {
            setFieldErrors({});
            update({ startTime });
          }}
        />
      ) : null}
      {!ending && coverage && draft.step === 'contact' ? (
        <ContactStep
          formId={CONTACT_FORM}
          contact={draft.contact}
          postcode={coverage.postcode}
          serverErrors={fieldErrors}
          onChange={onContact}
          onDone={() => go('confirm')}
        />
      ) : null}
      {!ending && coverage && draft.step === 'confirm' ? (
        <ConfirmStep draft={draft} coverage={coverage} price={price} onEdit={go} />
      ) : null}
      {!ending && draft.step !== 'postcode' ? (
        <StepNav
          // A new button per step: the Continue that moves on from the time step must not become, during its own
          // click, the contact form's submit button (the browser would then send that form at once).
          key={draft.step}
          onBack={() => go(STEPS[stepNumber - 2]!)}
          total={draft.step === 'service' ? price.quote : null}
          primary={
            draft.step === 'confirm'
              ? {
                  label: booking ? (
                    <>
                      <Spinner /> {t('confirm.submitting')}
                    </>
                  ) : (
                    t('confirm.submit')
                  ),
                  onClick: confirm,
                  disabled: booking || !price.fresh,
                }
              : draft.step === 'contact'
                ? { label: t('next'), form: CONTACT_FORM }
                : {
                    label: t('next'),
                    onClick: next,
                    disabled: draft.step === 'service' && (!draft.service || !price.fresh || Boolean(price.error)),
                  }
          }
        />
      ) : null}
    </section>
  );
}
