'use client';

import { useId } from 'react';
import { Modal } from '@/components/ui/modal';

type Props = {
  open: boolean;
  tone: 'success' | 'error';
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/** The 'Success!' / 'Oops...' confirmation dialog of SPEC §8; Escape or the button confirms. */
export function ResultDialog({ open, tone, title, text, confirmLabel, onConfirm }: Props) {
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onConfirm}
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-white p-6 text-center shadow-card"
    >
      <span
        aria-hidden
        className={`mx-auto grid size-14 place-items-center rounded-full text-2xl font-bold ${tone === 'success' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
      >
        {tone === 'success' ? '✓' : '!'}
      </span>
      <h2 id={`${id}-title`} className="mt-4 text-xl font-bold text-ink">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-ink-muted">
        {text}
      </p>
      <button
        type="button"
        autoFocus
        onClick={onConfirm}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {confirmLabel}
      </button>
    </Modal>
  );
}
