import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnquiryForm, withServices } from '@/components/site/forms/enquiry-form';
import { TypedBeforeHydration } from '@/components/site/islands/typed-record';
import { renderWithIntl } from './render';

type Body = Record<string, unknown>;
const requests: Body[] = [];
let reply: () => Response | Promise<Response> = () => HttpResponse.json({ success: true, id: 'x' });
const server = setupServer(
  http.post('*/api/enquiry/createenquiry', async ({ request }) => {
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

const VALUES = {
  'Full name': 'Alice Green',
  'Email address': 'alice@example.co.uk',
  'Phone number': '07700 900123',
  Address: '12 Church Lane, Hethersett',
  Postcode: 'NR9 3AB',
  'How can we help?': 'Deep clean of a three-bed semi before we move in.',
};
function fillAll() {
  for (const [label, value] of Object.entries(VALUES))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const submit = (name = 'Send enquiry') => fireEvent.click(screen.getByRole('button', { name }));

describe('EnquiryForm', () => {
  it('takes what was typed before the page was rendered again in the browser, and sends it', async () => {
    // The island's record (islands/typed-record.ts) holds what the replaced server inputs showed; the new inputs are empty.
    const recorded = vi.fn(() => ({ name: 'Early Typist', email: 'early@example.test', unknownField: 'ignored' }));
    renderWithIntl(
      <TypedBeforeHydration value={recorded}>
        <EnquiryForm />
      </TypedBeforeHydration>,
    );
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Early Typist'));
    expect(screen.getByLabelText('Email address')).toHaveValue('early@example.test');
    expect(recorded).toHaveBeenCalledTimes(1);
    for (const label of ['Phone number', 'Address', 'Postcode', 'How can we help?'] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value: VALUES[label] } });
    submit();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ name: 'Early Typist', email: 'early@example.test', postCode: 'NR9 3AB' });
    expect(requests[0]).not.toHaveProperty('unknownField');
  });

  it('refuses any empty field with the spec message and sends nothing', async () => {
    renderWithIntl(<EnquiryForm />);
    fillAll();
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '   ' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all the required fields');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
  });

  it('sends an id, the site origin and the services, shows the spinner, then the success dialog and clears the form', async () => {
    reply = async () => {
      await delay(300);
      return HttpResponse.json({ success: true, id: 'x' });
    };
    const onSuccess = vi.fn();
    renderWithIntl(<EnquiryForm services={['Carpet Cleaning', 'Home Removal']} onSuccess={onSuccess} />);
    fillAll();
    submit();
    // Checked in one synchronous pass: the reply comes 300 ms later, and a busy machine can take that long to resume.
    await waitFor(() => expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Success!')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your form has been submitted successfully. We will contact you soon'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const body = requests[0]!;
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toMatchObject({
      name: 'Alice Green',
      email: 'alice@example.co.uk',
      phone: '07700 900123',
      address: '12 Church Lane, Hethersett',
      postCode: 'NR9 3AB',
      domainName: window.location.origin,
      services: ['Carpet Cleaning', 'Home Removal'],
      messageDescription:
        'Deep clean of a three-bed semi before we move in.\n\nSelected services:\n- Carpet Cleaning\n- Home Removal',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed on failure, retries with the same id, and uses a new id after success', async () => {
    reply = () => HttpResponse.json({ status: 500, code: 'internal', message: 'boom' }, { status: 500 });
    renderWithIntl(<EnquiryForm />);
    fillAll();
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Oops...')).toBeInTheDocument();
    expect(within(dialog).getByText('Something went wrong!')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    for (const [label, value] of Object.entries(VALUES)) expect(screen.getByLabelText(label)).toHaveValue(value);

    reply = () => HttpResponse.json({ success: true, id: 'x' });
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fillAll();
    submit();
    await screen.findByRole('alertdialog');
    expect(requests).toHaveLength(3);
    expect(requests[1]!.id).toBe(requests[0]!.id);
    expect(requests[2]!.id).not.toBe(requests[0]!.id);
    expect(requests[0]).not.toHaveProperty('services');
  });

  it('starts a new submission id when the visitor edits the values after a failure', async () => {
    reply = () => HttpResponse.json({ status: 500, code: 'internal', message: 'boom' }, { status: 500 });
    renderWithIntl(<EnquiryForm />);
    fillAll();
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'NR9 3AD' } });
    submit();
    await screen.findByRole('alertdialog');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.id).not.toBe(requests[0]!.id);
  });

  it('requires a service in the quote modal', async () => {
    renderWithIntl(<EnquiryForm services={[]} requireServicesMessage="Please select at least a service" />);
    fillAll();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least a service');
    expect(requests).toHaveLength(0);
  });

  it('orders the callback fields as the spec and offers Cancel and Submit Enquiry', () => {
    const onCancel = vi.fn();
    renderWithIntl(<EnquiryForm variant="callback" onCancel={onCancel} />);
    const labels = screen.getAllByRole('textbox').map((el) => el.getAttribute('name'));
    expect(labels).toEqual(['name', 'phone', 'email', 'address', 'postCode', 'messageDescription']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();
  });

  it('leaves the message alone when no service is chosen', () => {
    expect(withServices('Hello', [])).toBe('Hello');
  });
});
