import 'server-only';
import { AppError } from './errors';

type Bucket = { count: number; resetAt: number };

/**
 * A fixed-window limit per client address, kept in process memory: enough to stop one visitor from filling the
 * disk with uploads. Behind several instances each counts on its own, which only makes the limit looser.
 */
export function rateLimiter(options: { limit: number; windowMs: number; message?: string }) {
  const buckets = new Map<string, Bucket>();
  return {
    /** Counts one request from `req`'s address; throws 429 once the window's limit is used up. */
    check(req: Request, now = Date.now()) {
      if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
      const key = clientAddress(req);
      const bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        buckets.set(key, { count: 1, resetAt: now + options.windowMs });
        return;
      }
      bucket.count++;
      if (bucket.count > options.limit) throw new AppError(429, options.message ?? 'Too many requests. Please try again in a few minutes.');
    },
  };
}

export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('x-real-ip')?.trim() || 'unknown';
}
