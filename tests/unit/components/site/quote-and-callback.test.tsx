import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallbackDialog } from '@/components/site/forms/callback-dialog';
import { QuoteModal } from '@/components/site/forms/quote-modal';
import { renderWithIntl } from './render';

type Body = Record<string, unknown>;
const requests: Body[] = [];
const server = setupServer(
  http.post('*/api/enquiry/createenquiry', async ({ request }) => {
    requests.push((await request.json()) as Body);
    return HttpResponse.json({ success: true, id: 'x' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

function fill(scope: HTMLElement) {
  const w = within(scope);
  fireEvent.change(w.getByLabelText('Full name'), { target: { value: 'Ben Carter' } });
  fireEvent.change(w.getByLabelText('Email address'), { target: { value: 'ben@example.co.uk' } });
  fireEvent.change(w.getByLabelText('Phone number'), { target: { value: '07700 900321' } });
  fireEvent.change(w.getByLabelText('Address'), { target: { value: '1 The Street, Wymondham' } });
  fireEvent.change(w.getByLabelText('Postcode'), { target: { value: 'NR18 0AA' } });
  fireEvent.change(w.getByLabelText('How can we help?'), { target: { value: 'Office of 20 desks, twice a week.' } });
}

describe('QuoteModal', () => {
  it('lists all 8 services, asks for one, lists the chosen ones back and sends them; closes after confirm', async () => {
    const onClose = vi.fn();
    renderWithIntl(<QuoteModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request for your quotation' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(dialog).getByText('Please select at least a service')).toBeInTheDocument();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select at least a service');
    expect(requests).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Office Cleaning' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Carpet Cleaning' }));
    const chosen = within(dialog).getByRole('heading', { name: 'Your chosen services' }).closest('section')!;
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Carpet Cleaning', 'Office Cleaning']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const success = await screen.findByRole('alertdialog');
    expect(requests[0]).toMatchObject({ services: ['Carpet Cleaning', 'Office Cleaning'] });
    expect(String(requests[0]!.messageDescription)).toContain('- Office Cleaning');
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(0);
  }, 20_000);

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithIntl(<QuoteModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('CallbackDialog', () => {
  it('has the spec title, text and buttons; Cancel closes', async () => {
    const onClose = vi.fn();
    renderWithIntl(<CallbackDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request A Callback' });
    expect(
      within(dialog).getByText('Send us a message to receive a speedy callback from one of our team members.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('submits, then closes after the success dialog', async () => {
    const onClose = vi.fn();
    renderWithIntl(<CallbackDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Request A Callback' });
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    const success = await screen.findByRole('alertdialog');
    expect(requests).toHaveLength(1);
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
