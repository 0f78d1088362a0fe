import { describe, expect, it } from 'vitest';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';

describe('statusTabs', () => {
  it('puts "All" first, then one tab per status in order with its label, tone and count', () => {
    const tabs = statusTabs(['open', 'paid'] as const, {
      all: 'All',
      label: (s) => s.toUpperCase(),
      tone: (s) => (s === 'paid' ? 'success' : 'warning'),
      counts: { all: 3, paid: 2 },
    });
    expect(tabs).toEqual([
      { value: '', label: 'All', count: 3 },
      { value: 'open', label: 'OPEN', count: undefined, tone: 'warning' },
      { value: 'paid', label: 'PAID', count: 2, tone: 'success' },
    ]);
  });

  it('leaves counts and tones out where the list has none', () => {
    const tabs = statusTabs(['a'], { all: 'All', label: (s) => s });
    expect(tabs.map((t) => [t.count, t.tone])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});
