'use client';

import { intlIsland } from './deferred';

// Each island's code (and next-intl's runtime) is its own chunk, fetched after the load event or on first touch.
// The footer's newsletter island is in ./footer-client (see there why).
export const EnquiryFormIsland = intlIsland(() =>
  import('@/components/site/forms/enquiry-form').then((m) => m.EnquiryForm),
);
export const FranchiseFormIsland = intlIsland(() =>
  import('@/components/site/forms/franchise-form').then((m) => m.FranchiseForm),
);
export const ApplicationFormIsland = intlIsland(() =>
  import('@/components/site/career/application-form').then((m) => m.ApplicationForm),
);
export const AreasFilterIsland = intlIsland(() => import('@/components/site/areas-filter').then((m) => m.AreasFilter));
