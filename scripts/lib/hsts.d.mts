/** Two years, as HSTS preload lists expect; sent only when the site's configured address is https. */
export const HSTS: string;
/** Whether the site's configured address (SITE_URL) is https. */
export function isHttpsSite(siteUrl: string | undefined | null): boolean;
