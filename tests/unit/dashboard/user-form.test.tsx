import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserForm } from '@/components/dashboard/users/user-form';
import { renderDashboard } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/dashboard/user/new',
}));
const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

const sent: Record<string, unknown>[] = [];
const created = () => HttpResponse.json({ id: '33333333-3333-4333-8333-333333333333' }, { status: 201 });
let reply: () => Response = created;
const server = setupServer(
  http.post('*/api/user/createuser', async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  reply = created;
  vi.clearAllMocks();
});
afterAll(() => server.close());

function fill() {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.co.uk' } });
  fireEvent.change(screen.getByLabelText(/Town or city/), { target: { value: 'Norwich' } });
}

describe('UserForm', () => {
  it('validates with the shared schema before sending', async () => {
    renderDashboard(<UserForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    // The schema arrives by dynamic import on the first validation; give it time on a busy machine.
    expect(await screen.findByText('First name is required', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers an Administrator every role but Super Administrator', () => {
    renderDashboard(<UserForm />);
    const options = Array.from((screen.getByLabelText(/^Role/) as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['Cleaner', 'Client', 'Administrator']);
  });

  it('puts the server field errors on their fields, reports the message and keeps what was typed', async () => {
    reply = () =>
      HttpResponse.json(
        {
          status: 400,
          code: 'validation_error',
          message: 'Please correct the highlighted fields',
          fieldErrors: { email: ['This address is already used by another account'] },
        },
        { status: 400 },
      );
    renderDashboard(<UserForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address is already used by another account');
    expect(snack.error).toHaveBeenCalledWith('Please correct the highlighted fields');
    expect(email).toHaveValue('ada@example.co.uk');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the message of a refusal without field errors', async () => {
    reply = () =>
      HttpResponse.json(
        { status: 409, code: 'conflict', message: 'An account with this email already exists' },
        { status: 409 },
      );
    renderDashboard(<UserForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith('An account with this email already exists'));
  });

  it('creates the user and opens it', async () => {
    renderDashboard(<UserForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/user/33333333-3333-4333-8333-333333333333/edit'));
    expect(sent[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.co.uk',
      role: 'Cleaner',
      status: 'active',
      companyId: '22222222-2222-4222-8222-222222222222',
    });
    expect(snack.success).toHaveBeenCalledWith('User created');
  });
});
