import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClockButtonScreen } from '@/components/dashboard/clocking/clock-button-screen';
import { renderDashboard } from './render';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), back: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/dashboard/clocking',
}));
const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

const CLEANER = {
  user: {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Cleo Cleaner',
    email: 'cleo@example.co.uk',
    role: 'Cleaner' as const,
    profilePhotoPath: null,
    company: null,
  },
  expiresAt: null,
};
const record = (location: unknown) => ({
  id: '55555555-5555-4555-8555-555555555555',
  userId: CLEANER.user.id,
  clockIn: '2026-11-22T09:05:00.000Z',
  clockOut: null,
  clockInLocation: location,
  clockOutLocation: null,
  flags: location ? [] : ['noLocationIn'],
  userName: 'Cleo Cleaner',
  jobTitle: null,
  workedMinutes: null,
});

const sent: Record<string, unknown>[] = [];
let reply: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json(record(body.location), { status: 201 });
const server = setupServer(
  http.get('*/api/clockinandout/clockinandouts', () => HttpResponse.json({ data: [], totalRecords: 0, totalPages: 1 })),
  http.post('*/api/clockinandout/createclockinandout', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return reply(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  reply = (body) => HttpResponse.json(record(body.location), { status: 201 });
  vi.clearAllMocks();
});
afterAll(() => server.close());

function geolocation(outcome: 'granted' | 'denied' | 'none') {
  const value =
    outcome === 'none'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
            if (outcome === 'granted') ok({ coords: { latitude: 52.6309, longitude: 1.2974 } } as GeolocationPosition);
            else
              fail({
                code: 1,
                PERMISSION_DENIED: 1,
                POSITION_UNAVAILABLE: 2,
                TIMEOUT: 3,
                message: 'denied',
              } as GeolocationPositionError);
          },
        };
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
}

describe('ClockButtonScreen', () => {
  it('clocks in with the browser position', async () => {
    geolocation('granted');
    renderDashboard(<ClockButtonScreen />, CLEANER);
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ location: { latitude: 52.6309, longitude: 1.2974 } });
    await waitFor(() => expect(snack.success).toHaveBeenCalledWith(expect.stringMatching(/^Clocked in at \d\d:\d\d$/)));
    expect(snack.info).not.toHaveBeenCalled();
  });

  it('still clocks in when the position is refused, and says the record is flagged', async () => {
    geolocation('denied');
    renderDashboard(<ClockButtonScreen />, CLEANER);
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ location: null });
    await waitFor(() =>
      expect(snack.info).toHaveBeenCalledWith('Location permission was refused: the record is flagged for the office.'),
    );
  });

  it('still clocks in without geolocation support', async () => {
    geolocation('none');
    renderDashboard(<ClockButtonScreen />, CLEANER);
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(sent).toEqual([{ location: null }]));
    await waitFor(() =>
      expect(snack.info).toHaveBeenCalledWith(
        'Your position could not be found: the record is flagged for the office.',
      ),
    );
  });

  it("shows the server's refusal in a snackbar", async () => {
    geolocation('granted');
    reply = () =>
      HttpResponse.json(
        { status: 409, code: 'conflict', message: 'You are already clocked in; clock out first' },
        { status: 409 },
      );
    renderDashboard(<ClockButtonScreen />, CLEANER);
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith('You are already clocked in; clock out first'));
    expect(snack.success).not.toHaveBeenCalled();
  });
});
