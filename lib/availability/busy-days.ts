// Busy periods (instants) on the London wall clock the rota and jobs use ('HH:MM' on a date), shared by the slot
// engine, the rota's warnings and the conflict check. Pure: no Intl, no server code.
import { londonParts } from '@/lib/london-clock';

export type BusySpan = { userId: string; startsAt: Date; endsAt: Date };
/** Minutes [from, to) of one London date. */
export type BusyDay = { date: string; from: number; to: number };

const DAY_END = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (p: ReturnType<typeof londonParts>) => `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The London dates a span touches, each with the minutes it covers (the last day ends where the span does). */
export function busyDays(span: Pick<BusySpan, 'startsAt' | 'endsAt'>): BusyDay[] {
  const start = londonParts(span.startsAt);
  // The end is exclusive: a span ending at midnight does not touch the next day.
  const end = londonParts(new Date(span.endsAt.getTime() - 1));
  const last = dateOf(end);
  const out: BusyDay[] = [];
  for (let date = dateOf(start), i = 0; date <= last && i < 400; date = nextDate(date), i++) {
    const from = date === dateOf(start) ? start.hour * 60 + start.minute : 0;
    const to = date === last ? end.hour * 60 + end.minute + 1 : DAY_END;
    out.push({ date, from, to });
  }
  return out;
}

/** The instant of a London wall-clock time; a time the spring change skips is read an hour later (as phones do). */
export function londonInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const h = Number(time.slice(0, 2));
  const min = Number(time.slice(3, 5));
  const wall = Date.UTC(y, m - 1, d, h, min);
  for (const offset of [3_600_000, 0]) {
    const p = londonParts(new Date(wall - offset));
    if (p.hour === h && p.minute === min && p.day === d) return new Date(wall - offset);
  }
  return new Date(wall);
}
