// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earliestStep, firstMessages, stepOfField } from '@/components/site/booking/book-errors';
import {
  addDays,
  addressLine,
  bookingInput,
  emptyDraft,
  fullAddress,
  londonToday,
  sizeFor,
  sizeKeysFor,
} from '@/components/site/booking/booking-state';
import { serviceFromSearch } from '@/components/site/booking/service-param';

describe('booking flow state', () => {
  it('takes ?service= as a key or a service page slug, and ignores anything else', () => {
    expect(serviceFromSearch('?service=house')).toBe('house');
    expect(serviceFromSearch('?service=end-of-tenancy-cleaning')).toBe('tenancy');
    expect(serviceFromSearch('?service=<script>')).toBe('');
    expect(serviceFromSearch('')).toBe('');
  });

  it('gives each rule shape its size inputs, kept within the rule when the service changes', () => {
    expect(sizeKeysFor('rooms')).toEqual(['bedrooms', 'bathrooms']);
    expect(sizeKeysFor('carpet', 'm2')).toEqual(['squareMetres']);
    expect(sizeKeysFor('carpet', 'room')).toEqual(['rooms']);
    expect(sizeFor(['hours', 'cleaners'], {}, { minHours: 4, maxCleaners: 6 })).toEqual({ hours: 4, cleaners: 1 });
    expect(sizeFor(['hours', 'cleaners'], { hours: 2, cleaners: 9 }, { minHours: 3, maxCleaners: 4 })).toEqual({
      hours: 3,
      cleaners: 4,
    });
    expect(sizeFor(['bedrooms', 'bathrooms'], { bedrooms: 4 })).toEqual({ bedrooms: 4, bathrooms: 1 });
  });

  it('asks the server nothing until a postcode is covered and a service chosen; unticked extras are left out', () => {
    expect(bookingInput(emptyDraft('house'))).toBeNull();
    const coverage = { postcode: 'NR2 1AB' } as never;
    expect(
      bookingInput({ ...emptyDraft('house'), coverage, size: { bedrooms: 2 }, extras: { oven: 0, ironingHours: 2 } }),
    ).toEqual({
      postcode: 'NR2 1AB',
      service: 'house',
      size: { bedrooms: 2 },
      extras: { ironingHours: 2 },
      frequency: 'one-off',
    });
  });

  it('shows the address with its postcode once, and sends the line without it (the server adds it)', () => {
    expect(fullAddress('12 Church Lane', 'NR2 1AB')).toBe('12 Church Lane, NR2 1AB');
    expect(fullAddress('12 Church Lane, Norwich NR2 1AB', 'NR2 1AB')).toBe('12 Church Lane, Norwich NR2 1AB');
    expect(addressLine(' 12 Church Lane ', 'NR2 1AB')).toBe('12 Church Lane');
    expect(addressLine('12 Church Lane, Norwich, NR2 1AB', 'NR2 1AB')).toBe('12 Church Lane, Norwich');
  });

  it('counts calendar days in London', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('takes the visitor to the earliest step holding a server field error', () => {
    expect(stepOfField('size.bedrooms')).toBe('service');
    expect(stepOfField('startTime')).toBe('time');
    expect(stepOfField('address')).toBe('contact');
    expect(earliestStep(['email', 'date'])).toBe('time');
    expect(earliestStep([])).toBeNull();
    expect(firstMessages({ address: ['Address is required'], email: [] })).toEqual({
      addressLine: 'Address is required',
    });
  });
});
