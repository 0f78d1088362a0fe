// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from '@/lib/intl-formats';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options and formats as Intl does', () => {
    const a = dateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(dateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(a);
    expect(dateFormat('fr', { day: 'numeric', month: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date('2026-11-22T12:00:00Z'))).toBe('22 Nov');
    const money = numberFormat('en-GB', { minimumFractionDigits: 2 });
    expect(numberFormat('en-GB', { minimumFractionDigits: 2 })).toBe(money);
    expect(numberFormat('en-GB', { minimumFractionDigits: 0 })).not.toBe(money);
    expect(money.format(1234.5)).toBe('1,234.50');
  });
});
