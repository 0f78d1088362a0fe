import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineItemsEditor } from '@/components/dashboard/form/line-items-editor';
import { renderDashboard } from './render';

type Line = { service: string; quantity: number };
type Values = { items: Line[] };

const server = setupServer(
  http.get('*/api/category/categories', () =>
    HttpResponse.json({ data: [{ id: 'c1', name: 'Carpet Cleaning' }], totalRecords: 1 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let form: UseFormReturn<Values> | undefined;
function Harness({ items }: Values) {
  form = useForm<Values>({ defaultValues: { items } });
  return (
    <LineItemsEditor
      form={form}
      name="items"
      newLine={() => ({ service: '', quantity: 1 })}
      namespace="dashboardEstimates"
      servicesListId="services"
      renderLine={(i) => (
        <input aria-label={`Service ${i + 1}`} list="services" {...form!.register(`items.${i}.service`)} />
      )}
    />
  );
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const services = () => screen.getAllByLabelText(/^Service \d/).map((el) => (el as HTMLInputElement).value);

describe('LineItemsEditor', () => {
  it('draws the lines a reset brings, however many there are, with their values', async () => {
    renderDashboard(<Harness items={[{ service: 'Oven Cleaning', quantity: 1 }]} />);
    expect(rows()).toHaveLength(1);
    act(() =>
      form!.reset({
        items: [
          { service: 'Carpet Cleaning', quantity: 2 },
          { service: 'Window Cleaning', quantity: 1 },
          { service: 'End of Tenancy', quantity: 1 },
        ],
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(services()).toEqual(['Carpet Cleaning', 'Window Cleaning', 'End of Tenancy']);
    act(() => form!.reset({ items: [{ service: 'Deep Clean', quantity: 1 }] }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(services()).toEqual(['Deep Clean']);
  });

  it("adds a blank line, removes the one chosen, never the last, and names lines and buttons in the module's words", async () => {
    renderDashboard(<Harness items={[{ service: 'Oven Cleaning', quantity: 1 }]} />);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Line 2' })).toBeInTheDocument();
    expect(form!.getValues('items')).toEqual([
      { service: 'Oven Cleaning', quantity: 1 },
      { service: '', quantity: 1 },
    ]);
    fireEvent.change(screen.getByLabelText('Service 2'), { target: { value: 'Carpet Cleaning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(services()).toEqual(['Carpet Cleaning']);
    expect(form!.getValues('items')).toEqual([{ service: 'Carpet Cleaning', quantity: 1 }]);
    await waitFor(() => expect(document.querySelector('#services option')).toHaveAttribute('value', 'Carpet Cleaning'));
  });

  it("shows the list's own error under the lines", async () => {
    renderDashboard(<Harness items={[{ service: '', quantity: 1 }]} />);
    act(() => form!.setError('items', { type: 'server', message: 'Add at least one item' }));
    expect(await screen.findByText('Add at least one item')).toBeInTheDocument();
  });
});
