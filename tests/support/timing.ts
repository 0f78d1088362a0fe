import { availableParallelism, loadavg } from 'node:os';

/**
 * A wall-time budget scaled by how overloaded the machine is (1-minute load per core, at least 1). Vitest runs
 * several files at once on CI's two cores and developers share machines, so an unscaled budget would measure the
 * neighbours rather than the query. (An asserted query plan is the guarantee that holds as data grows.)
 */
export function timeBudget(ms: number) {
  const load = Math.max(1, loadavg()[0]! / availableParallelism());
  return { ms: ms * load, load };
}
