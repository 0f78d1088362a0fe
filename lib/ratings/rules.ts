// Ratings of visits and the testimonials made from them (issue 29 item 4). Client-safe and free of zod: the service,
// the schemas and the screens read these, so the rules are stated once.

/** A rating at or below this alerts the office on its overview. */
export const LOW_RATING_MAX = 3;
/** Only a top rating, with the client's consent, may become a public testimonial. */
export const TESTIMONIAL_RATING = 5;
/** How long a low rating stays on the overview. */
export const LOW_RATING_ALERT_DAYS = 30;
/** The testimonials list's tabs: waiting for a decision, and on the public site. */
export const TESTIMONIAL_FILTERS = ['offered', 'published'] as const;
export const TESTIMONIAL_SORTS = ['createdAt', 'firstName'] as const;
/** At most this many published testimonials join the public carousel (newest first). */
export const PUBLIC_TESTIMONIAL_COUNT = 6;
export const RATING_COMMENT_MAX = 1000;
