'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterLoadIdle } from '@/components/site/islands/deferred';
import type { IslandIntl } from '@/components/site/islands/intl';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';

type DialogProps = { intl: IslandIntl; open: boolean; onClose: () => void };
type LazyDialog = { preload: () => Promise<ComponentType<DialogProps>>; Dialog: ComponentType<DialogProps> };

/**
 * A dialog (with its form and the intl runtime) fetched after the page has loaded, or on the first pointer or focus
 * over its button, so a tap opens it at once without it counting toward the page's first-load JavaScript. Built on
 * React.lazy rather than next/dynamic: the header carries two of these on every public page, and next/dynamic's
 * runtime added 1.1 KiB gzip to each. Call at module level; a failed download is tried again on the next preload.
 */
export function lazyDialog(load: () => Promise<ComponentType<DialogProps>>): LazyDialog {
  let loading: Promise<ComponentType<DialogProps>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { preload, Dialog: lazy(() => preload().then((Component) => ({ default: Component }))) };
}

/** The button that opens a lazyDialog; the dialog is mounted on the first click and stays mounted to animate closing. */
export function DialogButton({
  dialog,
  label,
  intl,
  className,
}: {
  dialog: LazyDialog;
  label: string;
  intl: IslandIntl;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    void afterLoadIdle()
      .then(dialog.preload)
      .catch(() => undefined);
  }, [dialog]);
  const preload = () => void dialog.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        {...untilHydrated(hydrated)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={className}
      >
        {label}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <dialog.Dialog intl={intl} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
