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
