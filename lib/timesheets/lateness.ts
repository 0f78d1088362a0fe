// Late starts and early finishes: a clock record against a shift, read on the London clock the rota is planned in.

/** Minutes of leeway before a start counts as late or a finish as early. */
export const GRACE_MINUTES = 5;

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The London date (YYYY-MM-DD) and minute of the day of an instant. */
export function londonClock(at: Date) {
  const p = Object.fromEntries(london.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a clock record started late or finished early against its shift (more than the grace either way). */
export function lateness(
  shift: { date: string; startTime: string; endTime: string },
  clockIn: Date,
  clockOut: Date | null,
) {
  const inAt = londonClock(clockIn);
  const late =
    inAt.date > shift.date || (inAt.date === shift.date && inAt.minutes > minutesOf(shift.startTime) + GRACE_MINUTES);
  if (!clockOut) return { late, early: false };
  const outAt = londonClock(clockOut);
  const early =
    outAt.date < shift.date || (outAt.date === shift.date && outAt.minutes < minutesOf(shift.endTime) - GRACE_MINUTES);
  return { late, early };
}

/** The instant of a London wall-clock time ('YYYY-MM-DD', 'HH:MM'), British Summer Time included. */
export function londonInstant(date: string, time: string) {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const seen = londonClock(new Date(naive));
  const offset = Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000 - naive;
  return new Date(naive - offset);
}
