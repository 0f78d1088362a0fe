import { afterEach, describe, expect, it, vi } from 'vitest';

type Runtime = { l?: ((...args: unknown[]) => void) & { spread?: true } };
const g = globalThis as { __webpack_require__?: Runtime };

describe("spreadChunkLoads (webpack's script loader, one script per task)", () => {
  afterEach(() => {
    delete g.__webpack_require__;
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('appends each requested chunk in a task of its own, in order, with the same arguments', async () => {
    // Each callback handed to setTimeout is a task of its own.
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (fn: () => void) => tasks.push(fn));
    const calls: unknown[][] = [];
    g.__webpack_require__ = { l: (...args: unknown[]) => void calls.push(args) };
    const { spreadChunkLoads } = await import('@/components/site/islands/spread-chunk-loads');
    spreadChunkLoads();
    const done = () => undefined;
    g.__webpack_require__.l!('/a.js', done, 'chunk-1', 1);
    g.__webpack_require__.l!('/b.js', done, 'chunk-2', 2);
    g.__webpack_require__.l!('/c.js', done, 'chunk-3', 3);
    // Nothing in the task that asked for them.
    expect(calls).toEqual([]);
    expect(tasks).toHaveLength(3);
    tasks.shift()!();
    expect(calls).toEqual([['/a.js', done, 'chunk-1', 1]]);
    tasks.shift()!();
    expect(calls.map((c) => c[0])).toEqual(['/a.js', '/b.js']);
    tasks.shift()!();
    expect(calls.map((c) => c[0])).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('wraps the loader once, and does nothing without webpack', async () => {
    const { spreadChunkLoads } = await import('@/components/site/islands/spread-chunk-loads');
    expect(() => spreadChunkLoads()).not.toThrow();
    const original = vi.fn();
    g.__webpack_require__ = { l: original };
    spreadChunkLoads();
    const once = g.__webpack_require__.l;
    spreadChunkLoads();
    expect(g.__webpack_require__.l).toBe(once);
    expect(once?.spread).toBe(true);
  });
});
