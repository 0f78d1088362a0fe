'use client';

import { clsx } from 'clsx';
import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'center' for dialogs; 'start'/'end' for drawers sliding in from that side (mirrored in Arabic). */
  placement?: 'center' | 'start' | 'end';
  /** Drawer width class, e.g. 'w-drawer'. */
  widthClass?: string;
  role?: 'dialog' | 'alertdialog';
  hideTitle?: boolean;
};

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind it inert and closes it on Escape.
 * Clicking the backdrop closes it too. framer-motion animates it; import this module through `LazyDialog`
 * (components/ui/lazy-dialog.tsx) so that neither it nor framer-motion is in any screen's first load.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
  widthClass,
  role = 'dialog',
  hideTitle,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Focus goes back where it was when the dialog closes, also when it closes by unmounting.
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  const drawer = placement !== 'center';
  // Drawers slide in from their own side: 'start' is the left in English and the right in Arabic.
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const offset = (placement === 'start') !== rtl ? '-100%' : '100%';
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={clsx(
        'm-0 bg-transparent p-0 text-ink backdrop:bg-black/50 open:flex',
        drawer ? 'h-dvh max-h-dvh w-full max-w-full' : 'inset-0 m-auto w-[calc(100%-2rem)]',
        drawer ? '' : sizes[size],
        placement === 'start' ? 'justify-start' : placement === 'end' ? 'justify-end' : '',
      )}
    >
      {open ? (
        // Under prefers-reduced-motion the dialog appears in place, without the slide or zoom (as the CSS does).
        <MotionConfig reducedMotion="user">
          <LazyMotion features={domAnimation} strict>
            <m.div
              initial={drawer ? { x: offset } : { opacity: 0, scale: 0.97 }}
              animate={drawer ? { x: 0 } : { opacity: 1, scale: 1 }}
              transition={{ duration: 0.18, ease: 'easeOut' }}
              className={clsx(
                'flex flex-col bg-surface shadow-card',
                drawer
                  ? clsx('h-full overflow-y-auto', widthClass ?? 'w-drawer', 'max-w-[calc(100vw-2rem)]')
                  : 'max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-card',
              )}
            >
              <div className={clsx('flex items-start justify-between gap-4 px-6 pt-5', hideTitle && 'sr-only')}>
                <div>
                  <h2 id={titleId} className="text-lg font-bold">
                    {title}
                  </h2>
                  {description ? (
                    <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                      {description}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className={clsx('flex-1 px-6', hideTitle ? 'pt-2' : 'pt-4', footer ? 'pb-4' : 'pb-6')}>
                {children}
              </div>
              {footer ? (
                <div className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
              ) : null}
            </m.div>
          </LazyMotion>
        </MotionConfig>
      ) : null}
    </dialog>
  );
}
