'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { EnquiryForm } from './enquiry-form';

/** 'Request A Callback' (SPEC §2): Cancel and 'Submit Enquiry'; a successful submission resets the form and closes. */
export function CallbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('callback');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-ink/50" aria-hidden />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="grid min-h-full place-items-center">
          <DialogPanel className="w-full max-w-xl rounded-card bg-white p-6 shadow-card">
            <DialogTitle className="text-xl font-bold text-ink">{t('title')}</DialogTitle>
            <Description className="mt-1 mb-5 text-ink-muted">{t('text')}</Description>
            <EnquiryForm variant="callback" onCancel={onClose} onSuccess={onClose} />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
