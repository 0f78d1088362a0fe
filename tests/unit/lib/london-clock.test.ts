// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatTime } from '@/lib/dashboard/labels';
import { enGbDate, enGbPounds, enGbTime } from '@/lib/london-clock';

const intlDate = (d: Date, withTime: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(d);
const intlTime = (d: Date, seconds: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: 'Europe/London',
  }).format(d);

describe('London wall-clock formats without Intl', () => {
  it('match Intl en-GB in London time across every clock change from 2000 to 2040, and at random instants', () => {
    const instants: Date[] = [];
    for (let y = 2000; y <= 2040; y++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(y, month + 1, 0));
        const change = Date.UTC(y, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (const offset of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_600_000])
          instants.push(new Date(change + offset));
      }
    }
    let seed = 42;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      instants.push(new Date(Date.UTC(2000, 0, 1) + (seed / 2 ** 31) * 40 * 365.25 * 86_400_000));
    }
    for (const d of instants) {
      expect(enGbDate(d)).toBe(intlDate(d, false));
      expect(enGbDate(d, true)).toBe(intlDate(d, true));
      expect(enGbTime(d)).toBe(intlTime(d, false));
      expect(enGbTime(d, true)).toBe(intlTime(d, true));
    }
  });

  it('write whole pence as Intl en-GB writes pounds', () => {
    const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const pence of [0, 1, 9, 10, 99, 100, 105, 99_999, 100_000, 123_456_789, 12_345_678_901]) {
      expect(enGbPounds(pence)).toBe(money.format(pence / 100));
    }
  });

  it('are what the back office formatters give in English, and other languages still use Intl', () => {
    expect(formatMoney(-123_450, '€')).toBe('-€1,234.50');
    expect(formatMoney(12.5)).toBe('£0.13');
    expect(formatDate('2026-09-05', 'en')).toBe('5 Sept 2026');
    expect(formatDate('2026-07-01T23:30:00Z', 'en', true)).toBe('2 Jul 2026, 00:30');
    expect(formatTime('2026-01-10T08:05:09Z', 'en', true)).toBe('08:05:09');
    expect(formatDate('2026-09-05', 'fr')).toBe(
      new Intl.DateTimeFormat('fr', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/London',
      }).format(new Date('2026-09-05T12:00:00Z')),
    );
    expect(formatDate(null, 'en')).toBe('');
  });
});
