import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable, type QueryState } from '@/components/dashboard/data-table/data-table';
import { renderDashboard } from './render';

type Row = { id: string; name: string; email: string; status: string };
const columns: Columns<Row> = [
  { id: 'name', header: 'Name', sortKey: 'name', hideable: false, cell: (r) => r.name },
  { id: 'email', header: 'Email', sortKey: 'email', cell: (r) => r.email },
  { id: 'status', header: 'Status', cell: (r) => r.status },
];
const rows: Row[] = [
  { id: '1', name: 'Ada Cleaner', email: 'ada@example.co.uk', status: 'active' },
  { id: '2', name: 'Ben Cleaner', email: 'ben@example.co.uk', status: 'pending' },
];
const ok: QueryState = { isPending: false, isError: false, refetch: vi.fn() };

function setup(
  overrides: Partial<import('@/components/dashboard/data-table/data-table').DataTableProps<Row>> = {},
  params: Record<string, unknown> = {},
) {
  const set = vi.fn();
  renderDashboard(
    <DataTable<Row>
      label="Users"
      columns={columns}
      rows={rows}
      totalRecords={42}
      query={ok}
      getRowId={(r) => r.id}
      list={{ params: { pageNumber: 1, pageSize: 10, ...params }, set }}
      tabs={{
        param: 'status',
        items: [
          { value: '', label: 'All', count: 42 },
          { value: 'active', label: 'Active', count: 40 },
        ],
      }}
      {...overrides}
    />,
  );
  return set;
}

describe('DataTable', () => {
  it('renders the rows with a caption, counts on the tabs and the range', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: /Active\s*40/ })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('sorts through the URL: ascending, descending, then the default order', () => {
    const set = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(set).toHaveBeenLastCalledWith({ sortBy: 'email', sortOrder: 'asc' });
    set.mockClear();
    setup({}, { sortBy: 'email', sortOrder: 'asc' });
    const headers = screen.getAllByRole('columnheader', { name: 'Email' });
    expect(headers.at(-1)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages, changes the page size and filters by tab', () => {
    const set = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(set).toHaveBeenLastCalledWith({ pageNumber: 2 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(set).toHaveBeenLastCalledWith({ pageSize: 50 });
    fireEvent.click(screen.getByRole('tab', { name: /Active/ }));
    expect(set).toHaveBeenLastCalledWith({ status: 'active' });
  });

  it('sends the search 300 ms after typing stops, replacing the history entry', () => {
    vi.useFakeTimers();
    try {
      const set = setup();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ada ' } });
      expect(set).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(350));
      expect(set).toHaveBeenCalledWith({ search: 'ada' }, 'replace');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the search at once when the box loses focus, and not again when the timer would have fired', () => {
    vi.useFakeTimers();
    try {
      const set = setup();
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'grace' } });
      fireEvent.blur(box);
      expect(set).toHaveBeenCalledTimes(1);
      expect(set).toHaveBeenCalledWith({ search: 'grace' }, 'replace');
      act(() => vi.advanceTimersByTime(350));
      expect(set).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides a column from the column menu', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: /Email/ }));
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('shows a skeleton, the empty state and the error state with a retry', () => {
    setup({ query: { ...ok, isPending: true }, rows: undefined });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  describe('when the list is empty', () => {
    const texts = { rows: [], totalRecords: 0, emptyText: 'No users yet', noMatchText: 'No users match these filters' };

    it('says the list is empty when no search or filter is set, even when sorted or paged', () => {
      setup(texts, { sortBy: 'name', sortOrder: 'asc', pageNumber: 2 });
      expect(screen.getByRole('status')).toHaveTextContent('No users yet');
      expect(screen.queryByText('No users match these filters')).not.toBeInTheDocument();
    });

    it.each([
      ['a tab', { status: 'active' }],
      ['a search', { search: 'zzqx' }],
      ['another filter', { role: 'Cleaner' }],
    ])('says nothing matches when %s is set', (_, params) => {
      setup(texts, params);
      expect(screen.getByRole('status')).toHaveTextContent('No users match these filters');
    });

    it('lets the screen say what counts as a filter', () => {
      setup({ ...texts, filtered: false }, { week: '2026-11-23' });
      expect(screen.getByRole('status')).toHaveTextContent('No users yet');
    });

    it('falls back to general sentences when the screen gives none', () => {
      setup({ rows: [], totalRecords: 0 });
      expect(screen.getByRole('status')).toHaveTextContent('No data');
      setup({ rows: [], totalRecords: 0 }, { search: 'zzqx' });
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Nothing matches the search or filters');
    });

    it('shows the message below the table, not in a cell of a table wider than a phone', () => {
      setup(texts);
      const table = screen.getByRole('table', { name: 'Users' });
      expect(within(table).queryByRole('status')).not.toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(1);
      expect(table.className).not.toMatch(/min-w-\[/);
    });
  });

  it('shows the server message and retries on request', () => {
    const refetch = vi.fn();
    setup({
      query: { isPending: false, isError: true, error: new Error('An unexpected error occurred'), refetch },
      rows: undefined,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it("takes the rows and the total from the list call's page when the screen gives none, and knows rows by their id", () => {
    renderDashboard(
      <DataTable<Row>
        label="Users"
        columns={columns}
        query={{ ...ok, data: { data: rows, totalRecords: 42 } }}
        list={{ params: { pageNumber: 1, pageSize: 10 }, set: vi.fn() }}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Ben Cleaner')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });
});
