import { describe, expect, it } from 'vitest';
import { changeTerms, londonInstant, type VisitState } from '@/lib/visits/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';

const rule = { noticeHours: 48, feePence: 2500 };
const visit = (over: Partial<VisitState> = {}): VisitState => ({
  scheduledDate: '2026-12-10',
  startTime: '10:00',
  stage: JOB_STAGE.new,
  clockedIn: false,
  cancelledAt: null,
  ...over,
});

describe('londonInstant', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(londonInstant('2026-12-10', '10:00').toISOString()).toBe('2026-12-10T10:00:00.000Z');
    expect(londonInstant('2026-07-10', '10:00').toISOString()).toBe('2026-07-10T09:00:00.000Z');
  });
  it('on the change days: the hour after the March change is BST, the repeated October hour is its first (BST) pass', () => {
    expect(londonInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(londonInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(londonInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(londonInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});

describe('changeTerms: the notice rule', () => {
  const start = new Date('2026-12-10T10:00:00Z');
  const hoursBefore = (h: number, ms = 0) => new Date(start.getTime() - h * 3_600_000 + ms);

  it('is free with more than the notice to go, and exactly at the notice', () => {
    expect(changeTerms(visit(), rule, hoursBefore(49))).toMatchObject({
      blocked: null,
      insideNotice: false,
      feePence: 0,
    });
    const exactly = changeTerms(visit(), rule, hoursBefore(48));
    expect(exactly).toMatchObject({ blocked: null, insideNotice: false, feePence: 0 });
    if (exactly.blocked === null) expect(exactly.freeUntil.toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });
  it('charges the company fee one millisecond inside the notice and up to the start', () => {
    expect(changeTerms(visit(), rule, hoursBefore(48, 1))).toMatchObject({
      blocked: null,
      insideNotice: true,
      feePence: 2500,
    });
    expect(changeTerms(visit(), rule, hoursBefore(0, -1))).toMatchObject({ insideNotice: true, feePence: 2500 });
  });
  it('a zero fee inside the notice is still inside the notice, at no charge', () => {
    expect(changeTerms(visit(), { noticeHours: 48, feePence: 0 }, hoursBefore(1))).toMatchObject({
      insideNotice: true,
      feePence: 0,
    });
  });
  it('counts real hours across the March change: 48 hours before 10:00 BST on Monday is 09:00 GMT on Saturday', () => {
    const monday = visit({ scheduledDate: '2026-03-30', startTime: '10:00' });
    const terms = changeTerms(monday, rule, new Date('2026-03-28T08:59:59Z'));
    expect(terms).toMatchObject({ insideNotice: false });
    if (terms.blocked === null) expect(terms.freeUntil.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(changeTerms(monday, rule, new Date('2026-03-28T09:00:00.001Z'))).toMatchObject({ insideNotice: true });
  });
  it('counts real hours across the October change: 48 hours before 10:00 GMT on Monday is 11:00 BST on Saturday', () => {
    const monday = visit({ scheduledDate: '2026-10-26', startTime: '10:00' });
    const terms = changeTerms(monday, rule, new Date('2026-10-24T10:00:00Z'));
    expect(terms).toMatchObject({ insideNotice: false });
    if (terms.blocked === null) expect(terms.freeUntil.toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(changeTerms(monday, rule, new Date('2026-10-24T10:00:00.001Z'))).toMatchObject({ insideNotice: true });
  });
  it('a visit without a start time counts from the start of its day', () => {
    expect(changeTerms(visit({ startTime: null }), rule, new Date('2026-12-08T00:00:00Z'))).toMatchObject({
      insideNotice: false,
    });
    expect(changeTerms(visit({ startTime: null }), rule, new Date('2026-12-08T00:00:01Z'))).toMatchObject({
      insideNotice: true,
    });
  });
  it('refuses a visit already started, with the reason', () => {
    const now = hoursBefore(72);
    expect(changeTerms(visit({ stage: JOB_STAGE.incomplete }), rule, now)).toEqual({ blocked: 'started' });
    expect(changeTerms(visit({ stage: JOB_STAGE.completed }), rule, now)).toEqual({ blocked: 'completed' });
    expect(changeTerms(visit({ clockedIn: true }), rule, now)).toEqual({ blocked: 'clockedIn' });
    expect(changeTerms(visit({ cancelledAt: new Date() }), rule, now)).toEqual({ blocked: 'cancelled' });
    expect(changeTerms(visit({ scheduledDate: null }), rule, now)).toEqual({ blocked: 'unscheduled' });
    expect(changeTerms(visit(), rule, start)).toEqual({ blocked: 'passed' });
  });
  it('a Pending visit (confirmed, not started) may still change', () => {
    expect(changeTerms(visit({ stage: JOB_STAGE.pending }), rule, hoursBefore(72))).toMatchObject({ blocked: null });
  });
});
