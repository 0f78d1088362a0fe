// The bench's one median: the middle value, or the mean of the two middle ones for an even count. (bench/backoffice.mjs
// and bench/lib/offline.mjs pick the lower middle run instead, since they report that run's other figures with it.)

/** The median of `values` (numbers; null and undefined left out), or null when there are none. */
export function median(values) {
  const s = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
