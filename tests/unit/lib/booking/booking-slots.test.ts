import { describe, expect, it } from 'vitest';
import {
  findSlots,
  pickTeam,
  SlotIndex,
  startTimes,
  type SlotData,
  type SlotJob,
  type SlotRules,
  type SlotShift,
} from '@/lib/bookings/slots';
import { leaveCover, minutesOf, type LeaveSpan } from '@/lib/rota/clashes';

const rules: SlotRules = {
  opens: '08:00',
  closes: '18:00',
  durationMinutes: 120,
  teamSize: 2,
  bufferMinutes: 30,
  stepMinutes: 30,
};
const D = '2027-03-28'; // the clock goes forward that night: wall-clock times are unaffected

describe('slot engine', () => {
  it('offers the times a team of two is on shift, inside booking hours', () => {
    const data: SlotData = {
      cleanerIds: ['a', 'b'],
      shifts: [
        { cleanerId: 'a', date: D, startTime: '09:00', endTime: '15:00' },
        { cleanerId: 'b', date: D, startTime: '10:00', endTime: '17:00' },
      ],
      leaves: [],
      jobs: [],
    };
    expect(findSlots(data, rules, [D])).toEqual([
      { date: D, times: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'] },
    ]);
  });

  it('joins back-to-back shifts and keeps visits inside booking hours', () => {
    const data: SlotData = {
      cleanerIds: ['a'],
      shifts: [
        { cleanerId: 'a', date: D, startTime: '06:00', endTime: '12:00' },
        { cleanerId: 'a', date: D, startTime: '12:00', endTime: '20:00' },
      ],
      leaves: [],
      jobs: [],
    };
    const times = findSlots(data, { ...rules, teamSize: 1, durationMinutes: 240 }, [D])[0]!.times;
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('14:00');
    expect(times).toContain('11:00');
  });

  it('keeps a job plus the travel buffer clear, and a half day of leave', () => {
    const data: SlotData = {
      cleanerIds: ['a'],
      shifts: [{ cleanerId: 'a', date: D, startTime: '08:00', endTime: '18:00' }],
      leaves: [{ userId: 'a', startDate: D, endDate: D, startHalf: 'pm' }],
      jobs: [{ date: D, startTime: '10:00', durationMinutes: 60, memberIds: ['a'] }],
    };
    // The job 10:00–11:00 ± 30 blocks 09:30–11:30 and the afternoon off blocks from 12:00: a 1 h visit fits before
    // 09:30 only (11:30 would run into the leave).
    expect(findSlots(data, { ...rules, teamSize: 1, durationMinutes: 60 }, [D])[0]!.times).toEqual(['08:00', '08:30']);
    expect(findSlots({ ...data, leaves: [] }, { ...rules, teamSize: 1, durationMinutes: 60 }, [D])[0]!.times).toContain(
      '11:30',
    );
  });

  it('treats a job without a start time as taking the whole day', () => {
    const data: SlotData = {
      cleanerIds: ['a'],
      shifts: [{ cleanerId: 'a', date: D, startTime: '08:00', endTime: '18:00' }],
      leaves: [],
      jobs: [{ date: D, startTime: null, durationMinutes: null, memberIds: ['a'] }],
    };
    expect(findSlots(data, { ...rules, teamSize: 1 }, [D])[0]!.times).toEqual([]);
  });

  it('picks the least busy free cleaners for the team', () => {
    const shifts = ['a', 'b', 'c'].map((cleanerId) => ({ cleanerId, date: D, startTime: '08:00', endTime: '18:00' }));
    const data: SlotData = {
      cleanerIds: ['a', 'b', 'c'],
      shifts,
      leaves: [],
      jobs: [{ date: D, startTime: '16:00', durationMinutes: 60, memberIds: ['a'] }],
    };
    expect(pickTeam(data, rules, D, '09:00')).toEqual(['b', 'c']);
    expect(pickTeam(data, rules, D, '09:15')).toBeNull();
    expect(pickTeam(data, { ...rules, teamSize: 3 }, D, '14:00')).toBeNull();
  });
});

/** Mulberry32: a tiny seeded PRNG, so the random cases are the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('slot engine, property-style over random rotas, leave and jobs (seeded)', () => {
  it('never offers a slot a team cannot really work, and offers every slot one can', () => {
    const dates = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-10-31'];
    let offered = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const rnd = prng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
      const cleanerIds = Array.from({ length: int(1, 6) }, (_, i) => `c${i}`);
      const shifts: SlotShift[] = [];
      const leaves: LeaveSpan[] = [];
      const jobs: SlotJob[] = [];
      for (const date of dates) {
        for (const c of cleanerIds) {
          for (let k = int(0, 2); k > 0; k--) {
            const s = int(12, 34) * 15;
            shifts.push({
              cleanerId: c,
              date,
              startTime: hhmm(s),
              endTime: hhmm(Math.min(s + int(4, 36) * 15, 23 * 60 + 45)),
            });
          }
          if (rnd() < 0.1)
            leaves.push({
              userId: c,
              startDate: date,
              endDate: date,
              startHalf: rnd() < 0.5 ? null : rnd() < 0.5 ? 'am' : 'pm',
            });
        }
        for (let k = int(0, 4); k > 0; k--) {
          const members = cleanerIds.filter(() => rnd() < 0.4);
          jobs.push({
            date,
            startTime: rnd() < 0.05 ? null : hhmm(int(28, 72) * 15),
            durationMinutes: rnd() < 0.1 ? null : int(2, 16) * 15,
            memberIds: members,
          });
        }
      }
      if (rnd() < 0.3)
        leaves.push({
          userId: cleanerIds[0]!,
          startDate: dates[1]!,
          endDate: dates[3]!,
          startHalf: 'pm',
          endHalf: 'am',
        });
      const r: SlotRules = {
        opens: hhmm(int(28, 40) * 15),
        closes: hhmm(int(64, 80) * 15),
        durationMinutes: int(2, 12) * 30,
        teamSize: int(1, 3),
        bufferMinutes: int(0, 4) * 15,
        stepMinutes: 30,
      };
      const data: SlotData = { cleanerIds, shifts, leaves, jobs };

      // The brute-force truth, straight from the rows: is cleaner c free for [s, e) on date?
      const freeByRows = (c: string, date: string, s: number, e: number) => {
        const own = shifts
          .filter((x) => x.cleanerId === c && x.date === date)
          .map((x) => [minutesOf(x.startTime), minutesOf(x.endTime)] as const);
        // Covered minute by minute (shifts may touch or overlap).
        for (let m = s; m < e; m++) if (!own.some(([a, b]) => a <= m && m < b)) return false;
        for (const l of leaves) {
          if (l.userId !== c) continue;
          const cover = leaveCover(l, date);
          if (cover && cover[0] < e && s < cover[1]) return false;
        }
        for (const j of jobs) {
          if (j.date !== date || !j.memberIds.includes(c)) continue;
          if (!j.startTime) return false;
          const js = minutesOf(j.startTime);
          const je = Math.min(js + (j.durationMinutes ?? 60), 24 * 60);
          if (js - r.bufferMinutes < e && s < je + r.bufferMinutes) return false;
        }
        return true;
      };

      const result = findSlots(data, r, dates);
      for (const { date, times } of result) {
        for (const t of startTimes(r)) {
          const s = t;
          const e = t + r.durationMinutes;
          const team = cleanerIds.filter((c) => freeByRows(c, date, s, e));
          const isOffered = times.includes(hhmm(t));
          expect(isOffered, `seed ${seed} ${date} ${hhmm(t)}`).toBe(team.length >= r.teamSize);
          if (isOffered) {
            offered++;
            expect(s).toBeGreaterThanOrEqual(minutesOf(r.opens));
            expect(e).toBeLessThanOrEqual(minutesOf(r.closes));
            const picked = pickTeam(data, r, date, hhmm(t))!;
            expect(picked).toHaveLength(r.teamSize);
            for (const c of picked) expect(team).toContain(c);
          }
        }
      }
      expect(new SlotIndex(data, r.bufferMinutes).freeCleaners('2000-01-01', 600, 660)).toEqual([]);
    }
    // The random data must actually produce offers, or the property says nothing.
    expect(offered).toBeGreaterThan(200);
  });
});
