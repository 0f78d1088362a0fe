import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CalendarsCard } from '@/components/dashboard/availability/calendars-card';
import { renderDashboard } from './render';

// The own-calendars card (issue 37): its states, the reasons worded in plain language, and a connect that never
// submits the profile form the card sits in.
const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

const FAMILY = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Family',
  address: 'https://calendar.google.com/…/ics',
  lastReadAt: '2026-11-28T09:00:00.000Z',
  lastError: 'not_found',
  busyNext8Weeks: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
};
let list: () => Response = () => HttpResponse.json({ userId: 'x', max: 5, data: [FAMILY] });
let connect: () => Response = () => HttpResponse.json({ ...FAMILY, lastError: null }, { status: 201 });
const sent: unknown[] = [];
const server = setupServer(
  http.get('*/api/availability/calendars', () => list()),
  http.post('*/api/availability/calendars', async ({ request }) => {
    sent.push(await request.json());
    return connect();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  list = () => HttpResponse.json({ userId: 'x', max: 5, data: [FAMILY] });
  connect = () => HttpResponse.json({ ...FAMILY, lastError: null }, { status: 201 });
  vi.clearAllMocks();
});
afterAll(() => server.close());

const field = () => screen.getByLabelText(/Calendar address/);

describe('CalendarsCard', () => {
  it('lists a calendar with its busy count and its last error in plain words', async () => {
    renderDashboard(<CalendarsCard />);
    expect(await screen.findByText('Family')).toBeTruthy();
    expect(screen.getByText('2 busy times in the next 8 weeks')).toBeTruthy();
    expect(screen.getByText(/No calendar at this address any more/)).toBeTruthy();
  });

  it('shows the empty and the error states', async () => {
    list = () => HttpResponse.json({ userId: 'x', max: 5, data: [] });
    const { unmount } = renderDashboard(<CalendarsCard />);
    expect(await screen.findByText('No calendar connected yet.')).toBeTruthy();
    unmount();
    list = () => HttpResponse.json({ message: 'boom' }, { status: 500 });
    renderDashboard(<CalendarsCard />);
    expect(await screen.findByText('The calendars could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses an address that is not https or webcal before asking the server', async () => {
    renderDashboard(<CalendarsCard />);
    fireEvent.change(await screen.findByLabelText(/Calendar address/), { target: { value: 'ftp://x.test/a.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Enter an address starting with https:// or webcal://.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("words the server's reason on the field", async () => {
    connect = () =>
      HttpResponse.json(
        { message: 'x', fieldErrors: { url: ['x'] }, reason: 'availability.not_calendar' },
        { status: 400 },
      );
    renderDashboard(<CalendarsCard />);
    fireEvent.change(await screen.findByLabelText(/Calendar address/), {
      target: { value: 'https://example.test/page' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText(/This address does not give a calendar/)).toBeTruthy();
  });

  it('connects on Enter without submitting the form around the card', async () => {
    const outer = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderDashboard(
      <form onSubmit={outer}>
        <CalendarsCard userId="77777777-7777-4777-8777-777777777777" />
      </form>,
    );
    await screen.findByText('Family');
    fireEvent.change(field(), { target: { value: 'webcal://p01.icloud.test/published/2/abc' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(snack.success).toHaveBeenCalledWith('Calendar connected'));
    expect(sent).toEqual([
      { url: 'webcal://p01.icloud.test/published/2/abc', userId: '77777777-7777-4777-8777-777777777777' },
    ]);
    expect(outer).not.toHaveBeenCalled();
  });
});
