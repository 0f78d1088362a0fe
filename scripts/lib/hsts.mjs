// Strict-Transport-Security, shared by the middleware (pages) and next.config (the API, which the middleware skips).
/** Two years, as HSTS preload lists expect; sent only when the site's configured address is https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether the site's configured address (SITE_URL) is https. */
export const isHttpsSite = (siteUrl) => (siteUrl ?? '').trim().startsWith('https://');
