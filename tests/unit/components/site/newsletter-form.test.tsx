import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterForm } from '@/components/site/forms/newsletter-form';
import { renderWithIntl } from './render';

const calls: { email: string | null; body: string }[] = [];
let reply: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'Thanks, you are on the list!' });
const server = setupServer(
  http.post('*/api/auth/emailsubcription', async ({ request }) => {
    calls.push({ email: new URL(request.url).searchParams.get('email'), body: await request.text() });
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  reply = () => HttpResponse.json({ message: 'Thanks, you are on the list!' });
});
afterAll(() => server.close());

const input = () => screen.getByLabelText('Email address');
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('NewsletterForm', () => {
  it('requires an email and a valid one, sending nothing', async () => {
    renderWithIntl(<NewsletterForm />);
    subscribe();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    type('not-an-email');
    subscribe();
    // The first message's alert is still there until validation (async: the schema loads on first use) replaces it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email'));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows Subscribing..., then the server text, and resets', async () => {
    reply = async () => {
      await delay(300);
      return HttpResponse.json({ message: 'Thanks, you are on the list!' });
    };
    renderWithIntl(<NewsletterForm />);
    type('  jo@example.co.uk ');
    subscribe();
    await waitFor(() => expect(screen.getByRole('button', { name: /Subscribing\.\.\./ })).toBeDisabled());
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, you are on the list!');
    expect(input()).toHaveValue('');
    expect(calls).toEqual([{ email: 'jo@example.co.uk', body: '' }]);
  });

  it("falls back to 'Subscribed successfully!' when the server sends no text", async () => {
    reply = () => HttpResponse.json({});
    renderWithIntl(<NewsletterForm />);
    type('jo@example.co.uk');
    subscribe();
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed successfully!');
  });

  it('shows the failure text and keeps the address on a non-ok reply', async () => {
    reply = () => HttpResponse.json({ status: 500, code: 'internal', message: 'x' }, { status: 500 });
    renderWithIntl(<NewsletterForm />);
    type('jo@example.co.uk');
    subscribe();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(input()).toHaveValue('jo@example.co.uk');
  });
});
