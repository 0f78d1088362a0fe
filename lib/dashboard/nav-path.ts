/**
 * Where the user is, as every back-office menu marks it: on the server (the side menu's open section) and in the browser
 * after a client-side navigation (nav-state.tsx), which reads the paths the server wrote into the menu's HTML. Kept
 * apart from nav.ts so that the browser's menu script does not load the whole navigation config.
 */

/** The module a menu section stands for: its entry's path cut to `/dashboard/<module>`. */
export const moduleOf = (path: string) => path.split('/').slice(0, 3).join('/');

/** Is `pathname` the page at `base`, or a page under it? */
export const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);
