import 'server-only';
import type { Db } from './client';

// What the parts of the demo week (seed-work.ts, seed-work-jobs.ts, seed-work-sales.ts, seed-work-staff.ts) share:
// the fixed ids that keep it idempotent, the dates relative to the first start, and the people it is about.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const id = (n: number) => `7c1d9e2a-5b3f-4a60-9d10-${String(n).padStart(12, '0')}`;

export const DEMO_EXTRA_PEOPLE = [
  {
    id: id(1),
    email: 'tomasz.nowak@demo.cleaning.test',
    role: 'Cleaner',
    firstName: 'Tomasz',
    lastName: 'Nowak',
    city: 'Wymondham',
  },
  {
    id: id(2),
    email: 'margaret.ellis@demo.cleaning.test',
    role: 'Client',
    firstName: 'Margaret',
    lastName: 'Ellis',
    city: 'Norwich',
  },
] as const;

export const day = (offset: number, base = new Date()) => {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
};
export const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** The demo week being seeded: its transaction, office, people (user ids) and dates ('YYYY-MM-DD'; `weekDay(0)` is this Monday). */
export type DemoWeek = {
  tx: Tx;
  companyId: string;
  admin: string;
  priya: string;
  oliver: string;
  tomasz: string;
  margaret: string;
  today: string;
  weekDay: (n: number) => string;
};
