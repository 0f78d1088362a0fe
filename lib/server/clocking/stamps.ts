import 'server-only';
import { and, eq } from 'drizzle-orm';
import { haversineMetres } from '@/lib/clocking/distance';
import { skewSeconds } from '@/lib/offline/rules';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, jobs, type GeoPoint } from '@/lib/server/db/schema';

// What clocking in and clocking out both write: the distance from the site, an offline stamp's time and clock drift,
// and the record a resent stamp already made.

/** Metres from the job's site, or null when the position, the job or its site is unknown. */
export async function distanceFromSite(db: Db, jobId: string | null, place: GeoPoint | null | undefined) {
  if (!jobId || !place) return null;
  const [job] = await db
    .select({ latitude: jobs.siteLatitude, longitude: jobs.siteLongitude })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (job?.latitude == null || job.longitude == null) return null;
  return Math.round(haversineMetres(place, { latitude: job.latitude, longitude: job.longitude }));
}

/** The larger drift of the device's clock, of a record's clock-in and its clock-out. */
const widerSkew = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.abs(a) >= Math.abs(b) ? a : b;

/** What an offline stamp writes on a record: the device's time, the mark, and the clock's drift when sent. */
export function offlineValues(input: { recordedAt?: string; deviceNow?: string }, previousSkew: number | null = null) {
  if (!input.recordedAt || !input.deviceNow) return null;
  return {
    at: new Date(input.recordedAt),
    recordedOffline: true,
    clockSkewSeconds: widerSkew(previousSkew, skewSeconds(input.deviceNow, new Date())),
  };
}

/** The user's record made with this client id, if a send of it already arrived. */
export async function byClientId(db: Db, userId: string, column: 'clientId' | 'clockOutClientId', clientId?: string) {
  if (!clientId) return null;
  const [row] = await db
    .select({ id: clockRecords.id })
    .from(clockRecords)
    .where(and(eq(clockRecords.userId, userId), eq(clockRecords[column], clientId)))
    .limit(1);
  return row ?? null;
}
