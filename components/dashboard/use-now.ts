'use client';

import { useEffect, useState } from 'react';

/** This device's time, refreshed every `everyMs` (a minute by default), for screens whose labels depend on it. */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
