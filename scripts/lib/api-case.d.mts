/** The path of every route handler under `dir` (served at `base`), in Next's folder syntax. */
export function apiRoutePaths(dir: string, base?: string): string[];
/** A function giving a request path its route's casing (parameters as sent), or null when no route matches. */
export function apiCaseResolver(routePaths: string[]): (pathname: string) => string | null;
/** `req.url` with its API path in its route's casing; anything else unchanged. */
export function canonicalApiUrl<T>(url: T, resolve: (pathname: string) => string | null): T;
/** Gives mixed-case API paths their route's casing in every request this process's HTTP servers receive. */
export function installApiCase(appDir?: string): boolean;
