import 'server-only';

/**
 * Called after published content (blogs, job posts) changes. Every page that shows such content (home, blog and
 * career lists and posts, the application page, the sitemap) is rendered per request, so nothing cached needs
 * clearing. Prerendered pages are never regenerated: the CSP allows exactly the inline scripts they were built with
 * (lib/security/csp-manifest.ts), and a regenerated copy would carry others.
 */
export function revalidatePublicContent() {
  // Kept as the one place a future cached page that lists posts would be refreshed from.
}
