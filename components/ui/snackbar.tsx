'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Snackbars (SPEC §9): at most 5 at once, no duplicates (the message is the toast's id), hidden after 3000 ms, top
 * right. sonner and its Toaster load with the first message, never with the page.
 */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let mount: (() => void) | null = null;
let mounted: Promise<void> | null = null;
let resolveMounted: () => void = () => undefined;

export function Snackbars({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    mount = () => setOn(true);
    return () => {
      mount = null;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        visibleToasts={5}
        duration={3000}
        dir={dir}
        richColors
        closeButton
        toastOptions={{ className: 'font-sans' }}
        ref={() => resolveMounted()}
      />
    </Suspense>
  );
}

type Tone = 'success' | 'error' | 'info';

async function show(tone: Tone, message: string) {
  if (!mounted) {
    // The Toaster subscribes in an effect after it mounts: wait for a frame after the mount before the first toast.
    mounted = new Promise<void>((resolve) => {
      resolveMounted = resolve;
    }).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    mount?.();
  }
  const [{ toast }] = await Promise.all([
    import('sonner'),
    Promise.race([mounted, new Promise((r) => setTimeout(r, 1500))]),
  ]);
  toast[tone](message, { id: `${tone}:${message}` });
}

/** Reports the outcome of a write: `snackbar.success(t('saved'))`, `snackbar.error(error.message)`. */
export const snackbar = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};
