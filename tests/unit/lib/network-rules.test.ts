// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMonths, monthsOf, periodDates, tooLong } from '@/lib/network/rules';
import { previousMonth, statementFigures } from '@/lib/network/royalties';

describe('network periods', () => {
  it('resolves the named periods from the London date', () => {
    expect(periodDates('month', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(periodDates('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDates('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodDates('quarter', '2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-11-29' });
    expect(periodDates('year', '2026-11-29')).toEqual({ from: '2026-01-01', to: '2026-11-29' });
  });

  it('allows a custom period of up to three years, to the day', () => {
    expect(tooLong('2021-01-01', '2023-12-31')).toBe(false);
    expect(tooLong('2021-01-01', '2024-01-01')).toBe(true);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('royalty arithmetic', () => {
  it('charges the share of paid revenue, the fee and VAT on both, in whole pence', () => {
    expect(statementFigures(10_000, { royaltyBasisPoints: 600, monthlyFeePence: 15_000 })).toEqual({
      royaltyPence: 600,
      feePence: 15_000,
      vatPence: 3_120,
      totalPence: 18_720,
    });
    expect(statementFigures(12_345, { royaltyBasisPoints: 650, monthlyFeePence: 0 }).royaltyPence).toBe(802);
    expect(previousMonth('2026-01-01')).toBe('2025-12-01');
  });
});
