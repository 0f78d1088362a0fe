'use client';

import { intlIsland } from './deferred';

// The footer's island (and ./newsletter, its server side) live apart from ./client and ./index on purpose. Next
// records each client module with all the chunks of one entry of its route group, and the home page and the [locale]
// layout share a group: had the footer's form been reachable from a module the home page imports, every other
// public page would load the home page's chunks (the hero carousel and the counters, 2.8 KiB gzip) for it.
export const NewsletterFormIsland = intlIsland(() =>
  import('@/components/site/forms/newsletter-form').then((m) => m.NewsletterForm),
);
