'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { EnquiryForm } from './enquiry-form';

/** 'Request A Callback' (SPEC §2): Cancel and 'Submit Enquiry'; a successful submission resets the form and closes. */
export function CallbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('callback');
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-white p-6 shadow-card"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <p id={`${id}-text`} className="mt-1 mb-5 text-ink-muted">
        {t('text')}
      </p>
      <EnquiryForm variant="callback" onCancel={onClose} onSuccess={onClose} />
    </Modal>
  );
}
