import { londonParts } from '@/lib/london-clock';
import type {
  BookingExtras,
  BookingInput,
  BookingShape,
  BookingSize,
  CoveredArea,
  Frequency,
  Quote,
  SlotDay,
} from '@/lib/bookings/hooks';

/** The steps of the flow, in order; `done` and `fallback` are where it ends. */
export const STEPS = ['postcode', 'service', 'time', 'contact', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export type Contact = { name: string; email: string; phone: string; addressLine: string; notes: string };

/** Everything the visitor has chosen or typed: kept in sessionStorage so an error or a reload loses nothing. */
export type Draft = {
  step: Step;
  postcode: string;
  coverage: CoveredArea | null;
  service: string;
  size: BookingSize;
  extras: BookingExtras;
  frequency: Frequency;
  weekFrom: string | null;
  date: string;
  startTime: string;
  contact: Contact;
};

export const EMPTY_CONTACT: Contact = { name: '', email: '', phone: '', addressLine: '', notes: '' };

export function emptyDraft(service = ''): Draft {
  return {
    step: 'postcode',
    postcode: '',
    coverage: null,
    service,
    size: {},
    extras: {},
    frequency: 'one-off',
    weekFrom: null,
    date: '',
    startTime: '',
    contact: EMPTY_CONTACT,
  };
}

/** The size inputs of each rule shape, with the first values a visitor sees and the limits of the steppers. */
export type SizeKey = keyof BookingSize;
export const SIZE_LIMITS: Record<SizeKey, { min: number; max: number; start: number; step?: number }> = {
  bedrooms: { min: 0, max: 10, start: 2 },
  bathrooms: { min: 1, max: 6, start: 1 },
  hours: { min: 1, max: 12, start: 3 },
  cleaners: { min: 1, max: 10, start: 1 },
  rooms: { min: 1, max: 30, start: 3 },
  squareMetres: { min: 5, max: 2000, start: 30, step: 5 },
};

export function sizeKeysFor(shape: BookingShape, carpetUnit?: 'room' | 'm2'): SizeKey[] {
  if (shape === 'rooms') return ['bedrooms', 'bathrooms'];
  if (shape === 'hours') return ['hours', 'cleaners'];
  if (shape === 'carpet') return carpetUnit === 'm2' ? ['squareMetres'] : ['rooms'];
  return ['rooms'];
}

/** A size input's limits for one service: the hours shape's rule names its own least hours and most cleaners. */
export function limitsFor(key: SizeKey, service?: { minHours?: number; maxCleaners?: number }) {
  const base = SIZE_LIMITS[key];
  if (key === 'hours' && service?.minHours)
    return { ...base, min: service.minHours, start: Math.max(base.start, service.minHours) };
  if (key === 'cleaners' && service?.maxCleaners) return { ...base, max: service.maxCleaners };
  return base;
}

/** The size for a newly chosen service: what was already chosen for its inputs (within its limits), else their starting values. */
export function sizeFor(
  keys: SizeKey[],
  current: BookingSize,
  service?: { minHours?: number; maxCleaners?: number },
): BookingSize {
  return Object.fromEntries(
    keys.map((k) => {
      const { min, max, start } = limitsFor(k, service);
      const value = current[k];
      return [k, value === undefined ? start : Math.min(max, Math.max(min, value))];
    }),
  );
}

export const EXTRA_FIELDS = {
  oven: 'oven',
  fridge: 'fridge',
  windows: 'windows',
  ironing: 'ironingHours',
} as const satisfies Record<string, keyof BookingExtras>;
/** Ironing hours at most (the server's limit too); oven, fridge and windows are ticked or not. */
export const IRONING_MAX_HOURS = 10;

/** What the price and the slots depend on, or null while something is still missing. */
export function bookingInput(d: Draft): BookingInput | null {
  if (!d.coverage || !d.service) return null;
  const extras = Object.fromEntries(Object.entries(d.extras).filter(([, v]) => typeof v === 'number' && v > 0));
  // The service is one the covering office listed (coverage.services); the server checks it again.
  return {
    postcode: d.coverage.postcode,
    service: d.service as BookingInput['service'],
    size: d.size,
    extras,
    frequency: d.frequency,
  };
}

const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** The address as the visitor sees it: the line typed, then the postcode unless the line already ends with it. */
export function fullAddress(line: string, postcode: string) {
  const trimmed = line.trim();
  return squash(trimmed).endsWith(squash(postcode)) ? trimmed : `${trimmed}, ${postcode}`;
}

/** The address line sent to the server, which adds the postcode itself: a chosen suggestion's own postcode is cut. */
export function addressLine(line: string, postcode: string) {
  const trimmed = line.trim();
  if (!squash(trimmed).endsWith(squash(postcode))) return trimmed;
  const cut = trimmed.toUpperCase().lastIndexOf(postcode.slice(0, 2).toUpperCase());
  return trimmed.slice(0, cut).replace(/[\s,]+$/, '') || trimmed;
}

/** Today in London as YYYY-MM-DD (the slots' calendar is London's). */
export function londonToday(now = new Date()) {
  const p = londonParts(now);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days of a 409 slot_taken answer, whichever shape the server sends them in. */
export function conflictDays(slots: { days: SlotDay[] } | SlotDay[]): SlotDay[] {
  return Array.isArray(slots) ? slots : slots.days;
}

export type PriceState = { quote: Quote | null; loading: boolean; failed: boolean };

const STORAGE_KEY = 'booking-draft';

export function loadDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (!d || typeof d !== 'object' || !STEPS.includes(d.step as Step)) return null;
    return { ...emptyDraft(), ...d, contact: { ...EMPTY_CONTACT, ...d.contact } };
  } catch {
    return null;
  }
}

export function saveDraft(d: Draft) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(d));
  } catch {
    // Private browsing with storage full or blocked: the flow still works, only a reload would lose it.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See saveDraft.
  }
}

export function hasDraft() {
  try {
    return sessionStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
