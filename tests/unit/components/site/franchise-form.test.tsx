import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FranchiseForm } from '@/components/site/forms/franchise-form';
import { renderWithIntl } from './render';

type Body = Record<string, unknown>;
const requests: Body[] = [];
let reply: () => Response | Promise<Response> = () => HttpResponse.json({ success: true, id: 'x' });
const server = setupServer(
  http.post('*/api/franchise/createfranchise', async ({ request }) => {
    requests.push((await request.json()) as Body);
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
  reply = () => HttpResponse.json({ success: true, id: 'x' });
});
afterAll(() => server.close());

const VALUES: Record<string, string> = {
  'First name': 'Ravi',
  'Last name': 'Shah',
  'Phone number': '07700 900456',
  'Email address': 'ravi@example.co.uk',
  Address: '3 Market Place, Dereham',
  Postcode: 'NR19 2AP',
  'Tell us about yourself and the area you are interested in': 'I run a small team in Dereham and want to expand.',
};
const fillAll = () =>
  Object.entries(VALUES).forEach(([l, v]) => fireEvent.change(screen.getByLabelText(l), { target: { value: v } }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request info pack' }));

describe('FranchiseForm', () => {
  it('refuses an empty field with the spec alert and sends nothing', async () => {
    renderWithIntl(<FranchiseForm />);
    fillAll();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields before submitting');
    expect(requests).toHaveLength(0);
  });

  it('shows a busy button, sends every field with a uuid, then resets with a fresh id', async () => {
    reply = async () => {
      await delay(300);
      return HttpResponse.json({ success: true, id: 'x' });
    };
    renderWithIntl(<FranchiseForm />);
    fillAll();
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Thank you!')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Shah',
      postCode: 'NR19 2AP',
      email: 'ravi@example.co.uk',
    });
    expect(requests[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fillAll();
    submit();
    await screen.findByRole('alertdialog');
    expect(requests[1]!.id).not.toBe(requests[0]!.id);
  });

  it('keeps the values and the id when the request fails', async () => {
    reply = () => HttpResponse.json({ status: 500, code: 'internal', message: 'x' }, { status: 500 });
    renderWithIntl(<FranchiseForm />);
    fillAll();
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Oops...')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    Object.entries(VALUES).forEach(([l, v]) => expect(screen.getByLabelText(l)).toHaveValue(v));
    submit();
    await screen.findByRole('alertdialog');
    expect(requests[1]!.id).toBe(requests[0]!.id);
  });
});
