/** A clock position further than this from the job's site flags the record for the office (it is never refused). */
export const FAR_FROM_SITE_METRES = 500;

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

type Point = { latitude: number; longitude: number };

/** Great-circle distance in metres between two WGS84 points (haversine). */
export function haversineMetres(a: Point, b: Point) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The first UK post code in a free-text address ("12 High St, Norwich NR1 3QA" → "NR1 3QA"), or null. */
export function ukPostcodeIn(address: string) {
  const match = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i.exec(address);
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : null;
}
