'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The texts of the public error boundary (app/[locale]/error.tsx), which gets no props from the server. */
export type ErrorLabels = { text: string; retry: string; home: string; homeHref: string };

const ErrorLabelsContext = createContext<ErrorLabels | null>(null);

/** Set once by the public layout, so the error screen speaks the page's language without the intl runtime. */
export function ErrorLabelsProvider({ labels, children }: { labels: ErrorLabels; children: ReactNode }) {
  return <ErrorLabelsContext.Provider value={labels}>{children}</ErrorLabelsContext.Provider>;
}

export function useErrorLabels(): ErrorLabels {
  const labels = useContext(ErrorLabelsContext);
  if (!labels) throw new Error('useErrorLabels() needs the public layout');
  return labels;
}
