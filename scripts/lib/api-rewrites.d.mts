/** The path (in next.config's syntax) of every route handler under `dir`, which is served at `base`. */
export function apiRoutePaths(dir: string, base?: string): string[];
/** next.config `rewrites().beforeFiles`: any casing of an API route's path goes to its folder. */
export function apiCaseRewrites(appDir: string): { source: string; destination: string }[];
