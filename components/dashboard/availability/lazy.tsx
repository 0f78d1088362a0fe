'use client';

import dynamic from 'next/dynamic';

// Loaded after the screen that holds them: the profile, user page, overview and rota keep their first load.
export const LazyCalendarsCard = dynamic(() => import('./calendars-card').then((m) => m.CalendarsCard), {
  ssr: false,
});
export const LazyConflictsCard = dynamic(() => import('./conflicts-card').then((m) => m.ConflictsCard), {
  ssr: false,
});
