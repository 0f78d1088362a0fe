import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES } from '@/lib/chats/limits';

/**
 * A device clock more than this far from the server's when it sends an offline change makes the office look at the
 * record's times (issue 39): the time is kept as the device recorded it, never corrected.
 */
export const CLOCK_SKEW_LIMIT_SECONDS = 5 * 60;

/** An offline change older than this is refused: a phone left in a drawer does not rewrite last month's hours. */
export const OFFLINE_MAX_AGE_DAYS = 7;

/** Seconds the device's clock was ahead of (+) or behind (−) the server's when it sent the change. */
export const skewSeconds = (deviceNow: string, serverNow: Date) =>
  Math.round((new Date(deviceNow).getTime() - serverNow.getTime()) / 1000);

export const isSkewed = (seconds: number | null | undefined) =>
  seconds !== null && seconds !== undefined && Math.abs(seconds) > CLOCK_SKEW_LIMIT_SECONDS;

/**
 * Photos a phone keeps while there is no signal: enough for a visit's before-and-after shots, few enough that a phone's
 * browser storage (ten photos of at most 8 MB, usually a few MB each) is not filled by one basement.
 */
export const MAX_OFFLINE_PHOTOS = 10;

/** Room left free beyond a photo kept offline, so the queue's other changes still fit. */
export const STORAGE_MARGIN_BYTES = 5 * 1024 * 1024;

export type PhotoRoom = 'ok' | 'limit' | 'wrongType' | 'tooLarge' | 'storageFull';

/**
 * Whether a photo taken with no signal can be kept on the phone: under the limit of photos, no larger than the server
 * takes (it would be refused when sent), and with room left in the browser's storage (`free` is unknown when the
 * browser does not say). Anything but 'ok' is told to the cleaner while the photo is still in their hand.
 */
export function photoRoom(photo: { kept: number; type: string; size: number; free: number | null }): PhotoRoom {
  const { kept, type, size, free } = photo;
  if (kept >= MAX_OFFLINE_PHOTOS) return 'limit';
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(type)) return 'wrongType';
  if (size > CHAT_IMAGE_MAX_BYTES) return 'tooLarge';
  if (free !== null && free < size + STORAGE_MARGIN_BYTES) return 'storageFull';
  return 'ok';
}

/** Storage is nearly full when fewer than two more of the largest photos would fit: the cleaner is warned ahead. */
export const storageLow = (free: number | null) =>
  free !== null && free < 2 * CHAT_IMAGE_MAX_BYTES + STORAGE_MARGIN_BYTES;

/** The checklist's "N of M done" as the phone shows it: ticks still waiting to be sent count as made. */
export function doneCount(items: { id: string; done: boolean }[], shown: Record<string, boolean>) {
  return items.filter((item) => shown[item.id] ?? item.done).length;
}
