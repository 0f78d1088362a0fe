import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingFlow } from '@/components/site/booking/booking-flow';
import { addDays, emptyDraft, londonToday, type Draft } from '@/components/site/booking/booking-state';
import type { CoveredArea, Quote } from '@/lib/bookings/hooks';
import { renderWithIntl } from './render';

type Body = Record<string, unknown>;
const COVERED: CoveredArea = {
  covered: true,
  postcode: 'NR2 1AB',
  district: 'NR2',
  company: {
    id: 'c1',
    name: 'Brightside Norwich',
    currencySymbol: '£',
    phone: '01603 000000',
    email: 'norwich@example.test',
  },
  mode: 'instant',
  services: [
    { key: 'house', shape: 'rooms', teamSize: 2 },
    { key: 'office', shape: 'hours', teamSize: 1 },
  ],
  extras: [
    { key: 'oven', unit: 'item' },
    { key: 'ironing', unit: 'hour' },
  ],
  frequencies: ['one-off', 'weekly'],
  horizonDays: 60,
  vat: { ratePercent: 20, included: true },
};
const TODAY = londonToday();
const DAY = addDays(TODAY, 2);
/** A price from the "server": £15 a bedroom over a £45 base, so the test can tell which size it priced. */
const quoteFor = (body: Body): Quote => {
  const bedrooms = (body.size as { bedrooms?: number }).bedrooms ?? 0;
  const total = 4500 + bedrooms * 1500;
  return {
    currencySymbol: '£',
    lines: [
      { key: 'base', quantity: 1, pence: 4500 },
      { key: 'bedrooms', quantity: bedrooms, pence: bedrooms * 1500 },
    ],
    discountPence: 0,
    minimumApplied: false,
    netPence: Math.round(total / 1.2),
    vatPence: total - Math.round(total / 1.2),
    totalPence: total,
    durationMinutes: 160,
    teamSize: 2,
  };
};

const calls: { quote: Body[]; slots: Body[]; book: Body[] } = { quote: [], slots: [], book: [] };
let coverage: () => Response = () => HttpResponse.json(COVERED);
let bookReply: (body: Body) => Response = (body) =>
  HttpResponse.json(
    { jobId: 'j1', status: 'held', date: body.date, startTime: body.startTime, totalPence: body.expectedTotalPence },
    { status: 201 },
  );
const server = setupServer(
  http.get('*/api/booking/coverage', () => coverage()),
  http.post('*/api/booking/quote', async ({ request }) => {
    const body = (await request.json()) as Body;
    calls.quote.push(body);
    return HttpResponse.json(quoteFor(body));
  }),
  http.post('*/api/booking/slots', async ({ request }) => {
    const body = (await request.json()) as Body;
    calls.slots.push(body);
    return HttpResponse.json({
      durationMinutes: 160,
      teamSize: 2,
      days: [
        { date: DAY, times: ['09:00', '13:30'] },
        { date: addDays(DAY, 1), times: [] },
      ],
    });
  }),
  http.post('*/api/booking/book', async ({ request }) => {
    const body = (await request.json()) as Body;
    calls.book.push(body);
    return bookReply(body);
  }),
  http.get('*/api/autocomplete/:term', () => HttpResponse.json({ suggestions: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState({}, '', '/book');
});
afterEach(() => {
  calls.quote.length = 0;
  calls.slots.length = 0;
  calls.book.length = 0;
  coverage = () => HttpResponse.json(COVERED);
  bookReply = (body) =>
    HttpResponse.json(
      { jobId: 'j1', status: 'held', date: body.date, startTime: body.startTime, totalPence: body.expectedTotalPence },
      { status: 201 },
    );
});
afterAll(() => server.close());

const CONTACT = {
  name: 'Alice Green',
  email: 'alice@example.co.uk',
  phone: '07700 900123',
  addressLine: '12 Church Lane',
  notes: '',
};
/** A visitor who reached the confirm step (and reloaded): the flow resumes from sessionStorage. */
function resumeAtConfirm(patch: Partial<Draft> = {}) {
  const draft: Draft = {
    ...emptyDraft('house'),
    step: 'confirm',
    postcode: 'NR2 1AB',
    coverage: COVERED,
    size: { bedrooms: 3, bathrooms: 2 },
    date: DAY,
    startTime: '09:00',
    contact: CONTACT,
    ...patch,
  };
  sessionStorage.setItem('booking-draft', JSON.stringify(draft));
  renderWithIntl(<BookingFlow />);
}
const total = () => screen.getAllByTestId('booking-total').at(-1)!;

describe('BookingFlow', () => {
  it('checks the postcode, preselects ?service=, and shows the price the server answers for each size', async () => {
    window.history.replaceState({}, '', '/book?service=house-cleaning');
    renderWithIntl(<BookingFlow initialPostcode="nr2 1ab" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'What do you need?' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'House Cleaning' })).toBeChecked();
    await waitFor(() => expect(total()).toHaveTextContent('£75.00'));
    expect(calls.quote.at(-1)).toMatchObject({
      postcode: 'NR2 1AB',
      service: 'house',
      size: { bedrooms: 2, bathrooms: 1 },
      frequency: 'one-off',
    });

    fireEvent.click(screen.getByRole('button', { name: 'More: Bedrooms' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Oven clean' }));
    await waitFor(() => expect(total()).toHaveTextContent('£90.00'));
    // Debounced: the two quick changes were priced once, and the client only shows what the server said.
    expect(calls.quote.at(-1)).toMatchObject({ size: { bedrooms: 3, bathrooms: 1 }, extras: { oven: 1 } });
    expect(calls.quote).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem('booking-draft')!)).toMatchObject({
      step: 'service',
      service: 'house',
      size: { bedrooms: 3 },
    });
  });

  it('outside every territory shows the enquiry form holding the postcode, the service and a summary', async () => {
    coverage = () => HttpResponse.json({ covered: false, postcode: 'EH1 1AA', district: 'EH1' });
    window.history.replaceState({}, '', '/book?service=carpet');
    renderWithIntl(<BookingFlow initialPostcode="EH1 1AA" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: "We can't book EH1 1AA online yet" })).toHaveFocus(),
    );
    expect(screen.getByLabelText('Postcode')).toHaveValue('EH1 1AA');
    expect(screen.getByLabelText('How can we help?')).toHaveValue(
      'Online booking request for postcode EH1 1AA\nService: Carpet Cleaning\n\n',
    );
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });

  it('answers an empty or malformed postcode under the field, in the page language', async () => {
    coverage = () =>
      HttpResponse.json(
        {
          status: 400,
          code: 'validation',
          message: 'Invalid',
          fieldErrors: { postcode: ['Enter a valid UK postcode'] },
        },
        { status: 400 },
      );
    renderWithIntl(<BookingFlow initialPostcode="" />);
    expect(await screen.findByText('Postcode is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Your postcode/), { target: { value: 'XYZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my area' }));
    expect(await screen.findByText('Enter a full UK postcode, for example NR2 1AB')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your postcode/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the free times of a week as radio groups and asks for a time before going on', async () => {
    sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({
        ...emptyDraft('house'),
        step: 'time',
        postcode: 'NR2 1AB',
        coverage: COVERED,
        size: { bedrooms: 3, bathrooms: 2 },
      }),
    );
    renderWithIntl(<BookingFlow />);
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(calls.slots[0]).toMatchObject({ from: TODAY, days: 7, service: 'house' });
    expect(within(days).getAllByRole('radio')[1]).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a day and a start time')).toBeInTheDocument();
    fireEvent.click(within(days).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('radio', { name: '13:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus());
  });

  it('books with the price shown and an idempotency key, then shows the held confirmation', async () => {
    resumeAtConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You are booked!' })).toHaveFocus());
    expect(calls.book[0]).toMatchObject({
      postcode: 'NR2 1AB',
      service: 'house',
      date: DAY,
      startTime: '09:00',
      expectedTotalPence: 9000,
      name: 'Alice Green',
      address: '12 Church Lane',
    });
    expect(calls.book[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a confirmation to alice@example.co.uk');
    expect(sessionStorage.getItem('booking-draft')).toBeNull();
  });

  it('in confirm mode says the office will confirm and the slot is not held yet', async () => {
    bookReply = (body) =>
      HttpResponse.json(
        { jobId: 'j1', status: 'requested', date: body.date, startTime: body.startTime, totalPence: 9000 },
        { status: 201 },
      );
    resumeAtConfirm({ coverage: { ...COVERED, mode: 'confirm' } });
    expect(await screen.findByText(/confirms each booking by e-mail/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your slot is not held until then.');
  });

  it('409 slot_taken: says so, shows the fresh times, keeps everything typed', async () => {
    bookReply = () =>
      HttpResponse.json(
        {
          code: 'slot_taken',
          message: 'That time has just been taken',
          slots: { durationMinutes: 160, teamSize: 2, days: [{ date: DAY, times: ['15:00'] }] },
        },
        { status: 409 },
      );
    resumeAtConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('someone has just booked that time');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'When should we come?' })).toHaveFocus());
    expect(await screen.findByRole('radio', { name: '15:00' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: '09:00' })).not.toBeInTheDocument();
    expect(calls.slots).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('booking-draft')!).contact).toMatchObject(CONTACT);
  });

  it('409 price_changed: shows the new price and books it only when confirmed again', async () => {
    const newer = { ...quoteFor({ size: { bedrooms: 3 } }), totalPence: 9900 };
    bookReply = (body) =>
      body.expectedTotalPence === 9900
        ? HttpResponse.json(
            { jobId: 'j1', status: 'held', date: DAY, startTime: '09:00', totalPence: 9900 },
            { status: 201 },
          )
        : HttpResponse.json({ code: 'price_changed', message: 'The price has changed', quote: newer }, { status: 409 });
    resumeAtConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price has changed to £99.00');
    expect(total()).toHaveTextContent('£99.00');
    expect(screen.queryByRole('heading', { name: 'You are booked!' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    expect(calls.book.map((b) => b.expectedTotalPence)).toEqual([9000, 9900]);
  });

  it('400 field errors take the visitor to the step holding them, with the message under the field', async () => {
    bookReply = () =>
      HttpResponse.json(
        { status: 400, code: 'validation', message: 'Invalid', fieldErrors: { email: ['Invalid email'] } },
        { status: 400 },
      );
    resumeAtConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Alice Green');
  });

  it('a network failure keeps the visitor on the confirm step with everything, and the retry reuses the id', async () => {
    bookReply = () => HttpResponse.error();
    resumeAtConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please check your connection and try again.',
    );
    expect(screen.getByText('Alice Green')).toBeInTheDocument();
    bookReply = (body) =>
      HttpResponse.json(
        { jobId: 'j1', status: 'held', date: body.date, startTime: body.startTime, totalPence: 9000 },
        { status: 201 },
      );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    expect(calls.book).toHaveLength(2);
    expect(calls.book[1]!.id).toBe(calls.book[0]!.id);
  });

  it('the contact step checks the fields in the browser and keeps every keystroke in the draft', async () => {
    sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({
        ...emptyDraft('house'),
        step: 'contact',
        postcode: 'NR2 1AB',
        coverage: COVERED,
        size: { bedrooms: 3, bathrooms: 2 },
        date: DAY,
        startTime: '09:00',
      }),
    );
    renderWithIntl(<BookingFlow />);
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('booking-draft')!).contact.name).toBe('Bob');
    expect(screen.getByText('We add your postcode NR2 1AB.')).toBeInTheDocument();
  });
});
