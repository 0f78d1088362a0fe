/** The public stylesheet, compiled and minified from app/site.css by scripts/build-site-css.mjs (empty in browsers). */
export declare const SITE_CSS: string;
