import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EstimateForm } from '@/components/dashboard/estimates/estimate-form';
import type { Enquiry } from '@/lib/enquiries/hooks';
import type { Estimate } from '@/lib/estimates/hooks';
import { renderDashboard } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/dashboard/estimateOfService/new',
}));
const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

const ESTIMATE_ID = '44444444-4444-4444-8444-444444444444';
const sent: { method: string; body: Record<string, unknown> }[] = [];
let reply: () => Response = () => HttpResponse.json({ id: ESTIMATE_ID });
const record = async (request: Request) => {
  sent.push({ method: request.method, body: (await request.json()) as Record<string, unknown> });
  return reply();
};
const server = setupServer(
  http.post('*/api/user/users', () => HttpResponse.json({ data: [], totalRecords: 0, totalPages: 1, counts: {} })),
  http.get('*/api/category/categories', () =>
    HttpResponse.json({ data: [{ id: 'c1', name: 'Carpet Cleaning' }], totalRecords: 1 }),
  ),
  http.post('*/api/estimate/createestimate', ({ request }) => record(request)),
  http.put('*/api/estimate/updateestimate', ({ request }) => record(request)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  reply = () => HttpResponse.json({ id: ESTIMATE_ID });
  vi.clearAllMocks();
});
afterAll(() => server.close());

const enquiry = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Edith Moss',
  email: 'edith@example.test',
  phone: '01603 555 0100',
  address: '1 Mill Lane',
  postCode: 'NR9 3AB',
  services: ['Carpet Cleaning', 'Oven Cleaning'],
} as Enquiry;

const estimate = {
  id: ESTIMATE_ID,
  estimateNumber: 'EST-0007',
  enquiryId: null,
  clientId: null,
  clientName: 'Walk-in',
  clientEmail: null,
  clientPhone: null,
  address: '2 High St',
  postCode: null,
  status: 'sent',
  validUntil: '2026-12-31',
  taxes: 0,
  discount: 5,
  notes: null,
  items: [{ id: 'i1', service: 'House Cleaning', description: '', quantity: 3, unit: 'hours', price: 20, total: 60 }],
} as unknown as Estimate;

describe('EstimateForm', () => {
  it('fills the client and one line per service asked for from an enquiry, and creates a draft linked to it', async () => {
    renderDashboard(<EstimateForm enquiry={enquiry} />);
    expect(screen.getByLabelText(/^Client name/)).toHaveValue('Edith Moss');
    expect(screen.getByLabelText('Client email')).toHaveValue('edith@example.test');
    expect(screen.getAllByLabelText(/^Service/).map((el) => (el as HTMLInputElement).value)).toEqual([
      'Carpet Cleaning',
      'Oven Cleaning',
    ]);
    fireEvent.change(screen.getAllByLabelText(/^Unit price/)[0]!, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toMatchObject({
      enquiryId: enquiry.id,
      status: 'draft',
      clientName: 'Edith Moss',
      clientEmail: 'edith@example.test',
    });
    expect((sent[0]!.body.items as { service: string; price: number }[]).map((i) => [i.service, i.price])).toEqual([
      ['Carpet Cleaning', 45],
      ['Oven Cleaning', 0],
    ]);
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/dashboard/estimateOfService/${ESTIMATE_ID}`));
    expect(snack.success).toHaveBeenCalledWith('Estimate created');
  });

  it('adds and removes lines: each line keeps its own values and the saved items follow what is on screen', async () => {
    renderDashboard(<EstimateForm enquiry={enquiry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    const services = () => screen.getAllByLabelText(/^Service/).map((el) => (el as HTMLInputElement).value);
    await waitFor(() => expect(services()).toEqual(['Carpet Cleaning', 'Oven Cleaning', '']));
    fireEvent.change(screen.getAllByLabelText(/^Service/)[2]!, { target: { value: 'Window Cleaning' } });
    fireEvent.change(screen.getAllByLabelText(/^Unit price/)[2]!, { target: { value: '30' } });
    // The middle line goes: the last one moves up with what was typed into it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(services()).toEqual(['Carpet Cleaning', 'Window Cleaning']));
    expect(screen.getAllByLabelText(/^Unit price/).map((el) => (el as HTMLInputElement).value)).toEqual(['0', '30']);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(
      (sent[0]!.body.items as { service: string; price: number }[]).map((i) => [i.service, Number(i.price)]),
    ).toEqual([
      ['Carpet Cleaning', 0],
      ['Window Cleaning', 30],
    ]);
  });

  it('moves an error with its line when an earlier line is removed after a failed validation', async () => {
    renderDashboard(<EstimateForm enquiry={enquiry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Service/)).toHaveLength(3));
    // The new third line has no service: saving is refused on the client, with the error on that line.
    fireEvent.click(screen.getByRole('button', { name: 'Create estimate' }));
    const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
    await waitFor(() => expect(line(3).querySelector('[aria-invalid="true"]')).not.toBeNull(), { timeout: 10_000 });
    expect(line(1).querySelector('[aria-invalid="true"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Service/)).toHaveLength(2));
    await waitFor(() => expect(line(2).querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(line(1).querySelector('[aria-invalid="true"]')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('saves an edit without touching the status, and sends an emptied optional field as null', async () => {
    renderDashboard(<EstimateForm estimate={estimate} />);
    fireEvent.change(screen.getByLabelText('Client email'), { target: { value: 'x@example.test' } });
    fireEvent.change(screen.getByLabelText('Client email'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.body).toMatchObject({ id: ESTIMATE_ID, clientName: 'Walk-in', clientEmail: null, discount: 5 });
    expect(sent[0]!.body).not.toHaveProperty('status');
    expect(snack.success).toHaveBeenCalledWith('Estimate updated');
  });

  it('keeps what was typed and shows the server field error and message when saving fails', async () => {
    reply = () =>
      HttpResponse.json(
        {
          status: 400,
          code: 'validation_error',
          message: 'The discount is larger than the total',
          fieldErrors: { discount: ['The discount is larger than the total'] },
        },
        { status: 400 },
      );
    renderDashboard(<EstimateForm estimate={estimate} />);
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    const discount = screen.getByLabelText('Discount');
    await waitFor(() => expect(discount).toHaveAttribute('aria-invalid', 'true'));
    expect(discount).toHaveValue(500);
    expect(snack.error).toHaveBeenCalledWith('The discount is larger than the total');
    expect(push).not.toHaveBeenCalled();
  });
});
