import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestPaymentButtons } from '@/components/site/pay/test-payment-buttons';

const labels = { pay: 'Pay £10.00', fail: 'Make the payment fail', working: 'Working…', error: 'It did not work' };
let reply: () => Response = () => HttpResponse.json({ returnUrl: '/dashboard/invoice/x?payment=success' });
const sent: unknown[] = [];
const server = setupServer(
  http.post('*/api/payment/testcomplete', async ({ request }) => {
    sent.push(await request.json());
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('TestPaymentButtons', () => {
  it('comes disabled in the server HTML, so a tap before hydration is not silently lost', () => {
    const html = renderToString(<TestPaymentButtons sessionId="cs_test_1" labels={labels} />);
    expect(html.match(/<button[^>]*disabled/g)).toHaveLength(2);
  });

  it('once hydrated, posts the outcome and goes where the server says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<TestPaymentButtons sessionId="cs_test_1" labels={labels} />);
    const pay = screen.getByRole('button', { name: labels.pay });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/invoice/x?payment=success'));
    expect(sent).toEqual([{ sessionId: 'cs_test_1', outcome: 'paid' }]);
  });

  it('shows the server’s message and enables the buttons again when the call fails', async () => {
    reply = () => HttpResponse.json({ message: 'This payment page has expired' }, { status: 409 });
    render(<TestPaymentButtons sessionId="cs_test_2" labels={labels} />);
    const fail = screen.getByRole('button', { name: labels.fail });
    await waitFor(() => expect(fail).toBeEnabled());
    fireEvent.click(fail);
    // The alert region is on the page from the start (so screen readers announce what is put in it): wait for the text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This payment page has expired'));
    expect(fail).toBeEnabled();
  });
});
