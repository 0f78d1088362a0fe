'use client';

import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';

type Props = { open: boolean; tone: 'success' | 'error'; title: string; text: string; confirmLabel: string; onConfirm: () => void };

/** The 'Success!' / 'Oops...' confirmation dialog of SPEC §8; Escape or the button confirms. */
export function ResultDialog({ open, tone, title, text, confirmLabel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={onConfirm} className="relative z-[70]" role="alertdialog">
      <div className="fixed inset-0 bg-ink/50" aria-hidden />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-card bg-white p-6 text-center shadow-card">
          <span aria-hidden className={`mx-auto grid size-14 place-items-center rounded-full text-2xl font-bold ${tone === 'success' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}>
            {tone === 'success' ? '✓' : '!'}
          </span>
          <DialogTitle className="mt-4 text-xl font-bold text-ink">{title}</DialogTitle>
          <Description className="mt-2 text-ink-muted">{text}</Description>
          <button type="button" autoFocus onClick={onConfirm} className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
            {confirmLabel}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
