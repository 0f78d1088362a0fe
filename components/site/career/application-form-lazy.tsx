'use client';

import dynamic from 'next/dynamic';

// Server-rendered as usual, hydrated from its own chunk (react-hook-form and the form), so the apply page's first-load
// JavaScript stays within budget; a submission before hydration is a plain POST (nothing in the URL).
export const ApplicationFormLazy = dynamic(() => import('./application-form').then((m) => m.ApplicationForm));
