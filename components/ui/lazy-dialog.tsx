'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/**
 * The Dialog, loaded when first shown: dialogs (and framer-motion, which animates them) are never part of a screen's
 * first load. Render it only while open: `{open ? <LazyDialog open ... /> : null}`.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
