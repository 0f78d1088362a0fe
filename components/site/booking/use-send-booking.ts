'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmissionId } from '@/components/site/forms/new-id';
import {
  asBookConflict,
  book,
  type Booked,
  type BookingInput,
  type Coverage,
  type SlotDay,
} from '@/lib/bookings/hooks';
import { ApiError } from '@/lib/http/client';
import { formatMoney } from '@/lib/dashboard/labels';
import { earliestStep, firstMessages } from './book-errors';
import { addressLine, clearDraft, conflictDays, londonToday, type Draft } from './booking-state';
import type { QuoteState } from './use-quote';

type Options = {
  draft: Draft;
  input: BookingInput | null;
  coverage: Coverage | null;
  price: QuoteState;
  update: (patch: Partial<Draft>) => void;
  setNotice: (notice: string | null) => void;
  setFieldErrors: (errors: Record<string, string>) => void;
  setFreshDays: (days: SlotDay[] | null) => void;
  onBooked: (booked: Booked) => void;
};

/**
 * Sends the booking of the confirm step (once: a resend carries the same id) and answers the server's refusals: a
 * slot taken since (back to the times, with the fresh ones), a price changed since (the new total), field errors (the
 * earliest step with one), or no connection.
 */
export function useSendBooking(options: Options) {
  const { draft, input, coverage, price, update, setNotice, setFieldErrors, setFreshDays, onBooked } = options;
  const t = useTranslations('booking');
  const locale = useLocale();
  const [booking, setBooking] = useState(false);
  const submission = useSubmissionId();

  async function confirm() {
    if (!input || !coverage || !price.quote || booking) return;
    const { contact } = draft;
    const payload = {
      ...input,
      date: draft.date,
      startTime: draft.startTime,
      expectedTotalPence: price.quote.totalPence,
      // The server adds the postcode to the address it stores.
      name: contact.name.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      address: addressLine(contact.addressLine, coverage.postcode),
      ...(contact.notes.trim() ? { notes: contact.notes.trim() } : {}),
      // The confirmation, and every later mail to this customer, is written in the language of this page.
      locale,
    };
    setBooking(true);
    setNotice(null);
    try {
      const booked = await book({ id: submission.idFor(payload), ...payload });
      submission.done();
      clearDraft();
      onBooked(booked);
    } catch (error) {
      onBookingError(error);
    } finally {
      setBooking(false);
    }
  }

  function onBookingError(error: unknown) {
    if (!(error instanceof ApiError) || error.status === 0) return setNotice(t('errors.network'));
    const conflict = error.status === 409 ? asBookConflict(error.data) : null;
    if (conflict?.code === 'slot_taken') {
      const days = conflictDays(conflict.slots);
      setFreshDays(days);
      update({ startTime: '', step: 'time', weekFrom: days[0] && days[0].date > londonToday() ? days[0].date : null });
      return setNotice(t('errors.slotTaken'));
    }
    if (conflict?.code === 'price_changed') {
      price.replace(conflict.quote);
      return setNotice(
        t('errors.priceChanged', { total: formatMoney(conflict.quote.totalPence, conflict.quote.currencySymbol) }),
      );
    }
    const messages = firstMessages(error.fieldErrors);
    const step = earliestStep(Object.keys(error.fieldErrors));
    if (!step) return setNotice(t('errors.generic'));
    setFieldErrors(messages);
    update({ step });
    setNotice(t('errors.fixFields'));
  }

  return { booking, confirm };
}
