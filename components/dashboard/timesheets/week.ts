const DAY = 86_400_000;

/** The Monday (YYYY-MM-DD, UTC) of the week holding `iso` (default today). */
export function mondayOf(iso?: string) {
  const date = iso ? new Date(`${iso}T00:00:00Z`) : new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const offset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - offset * DAY).toISOString().slice(0, 10);
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
