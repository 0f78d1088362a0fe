import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { renderDashboard } from './render';

const snack = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/snackbar', () => ({ snackbar: snack, Snackbars: () => null }));

type Row = { id: string; name: string };
const JANE: Row = { id: 'u1', name: 'Jane Smith' };

function Screen({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  const del = useDeleteWithConfirm({ namespace: 'dashboardUsers', remove, values: (u: Row) => ({ name: u.name }) });
  const entry = del.action(JANE);
  return (
    <>
      <button type="button" data-danger={entry.danger} onClick={entry.onSelect}>
        {entry.icon}
        {entry.label}
      </button>
      {del.dialog}
    </>
  );
}

const openAndConfirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this user?' });
  expect(dialog).toHaveTextContent('Jane Smith will lose access at once and be removed. This cannot be undone.');
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
};

// jsdom has no modal dialogs: open and close by the attribute the browser would set.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.clearAllMocks());

describe('useDeleteWithConfirm', () => {
  it('offers a danger "Delete" row action that asks first, then deletes the row, says so and closes', async () => {
    const remove = vi.fn(async () => undefined);
    renderDashboard(<Screen remove={remove} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-danger', 'true');
    expect(remove).not.toHaveBeenCalled();
    await openAndConfirm();
    await waitFor(() => expect(snack.success).toHaveBeenCalledWith('Jane Smith was deleted'));
    expect(remove).toHaveBeenCalledWith(JANE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's message on failure and stays open for another try", async () => {
    const remove = vi.fn(async () => Promise.reject(new Error('You cannot delete the last Administrator')));
    renderDashboard(<Screen remove={remove} />);
    await openAndConfirm();
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith('You cannot delete the last Administrator'));
    expect(snack.success).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it("falls back to the module's own words when the failure carries no message", async () => {
    renderDashboard(<Screen remove={() => Promise.reject('offline')} />);
    await openAndConfirm();
    await waitFor(() => expect(snack.error).toHaveBeenCalledWith('The user could not be deleted'));
  });

  it('closes on Cancel without deleting', async () => {
    const remove = vi.fn(async () => undefined);
    renderDashboard(<Screen remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });
});
