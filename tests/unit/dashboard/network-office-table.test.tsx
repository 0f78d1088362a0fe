import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfficeTable } from '@/components/dashboard/network/office-table';
import type { NetworkOverview } from '@/lib/network/hooks';
import { FIGURES } from '@/lib/network/rules';
import { renderDashboard } from './render';

const zeros = () => Object.fromEntries(FIGURES.map((f) => [f, 0])) as NetworkOverview['network']['figures'];
const office = (id: string, name: string, paid: number, rating: number | null) => ({
  id,
  name,
  headOffice: false,
  figures: { ...zeros(), paidPence: paid, ratingAverage: rating },
  trend: [],
});
const data = {
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-29' },
  months: ['2026-11'],
  figures: FIGURES,
  offices: [office('a', 'Alpha', 5_000, 4.5), office('b', 'Beta', 9_000, null), office('c', 'Gamma', 1_000, 3)],
  network: { figures: { ...zeros(), paidPence: 15_000, ratingAverage: 3.8 }, trend: [] },
} as unknown as NetworkOverview;

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('OfficeTable', () => {
  it('sorts offices by a figure, leaves offices without a rating last, filters by name and totals the network', () => {
    const onSort = vi.fn();
    let view = renderDashboard(
      <OfficeTable data={data} search="" sortBy="paidPence" sortOrder="desc" onSort={onSort} onPick={() => {}} />,
    );
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma', 'Whole network']);
    expect(screen.getByRole('columnheader', { name: /Revenue paid/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: /Average rating/ }));
    expect(onSort).toHaveBeenCalledWith('ratingAverage');

    view.unmount();
    view = renderDashboard(
      <OfficeTable data={data} search="" sortBy="ratingAverage" sortOrder="asc" onSort={onSort} onPick={() => {}} />,
    );
    expect(names()).toEqual(['Gamma', 'Alpha', 'Beta', 'Whole network']);
    view.unmount();
    view = renderDashboard(
      <OfficeTable data={data} search="alp" sortBy="ratingAverage" sortOrder="asc" onSort={onSort} onPick={() => {}} />,
    );
    expect(names()).toEqual(['Alpha', 'Whole network']);
    expect(screen.getByText('£150.00')).toBeInTheDocument();
  });
});
