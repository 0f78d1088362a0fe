// The browser's copy of the public stylesheet is the one already in the page's HTML (components/site/site-styles.tsx):
// scripts never carry it.
export const SITE_CSS = '';
