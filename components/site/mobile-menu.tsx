'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import { useState } from 'react';
import NextLink from 'next/link';
import { CallbackButton } from '@/components/site/forms/callback-button';
import { Link } from '@/lib/i18n/navigation';

type Item = { href: string; label: string };
type Labels = { open: string; close: string; services: string; login: string; nav: string };

/** The collapsible menu below the desktop breakpoint; a focus-trapping drawer that closes on Escape. */
export function MobileMenu({ links, services, labels }: { links: Item[]; services: Item[]; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={labels.open} aria-expanded={open} className="inline-flex size-11 items-center justify-center rounded hover:bg-surface-muted lg:hidden">
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2"><path d="M4 7h16M4 12h16M4 17h16" /></svg>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-ink/40" aria-hidden />
        <DialogPanel className="fixed inset-y-0 end-0 w-[260px] overflow-y-auto bg-white p-4 shadow-card">
          <div className="flex justify-end">
            <button type="button" onClick={close} aria-label={labels.close} className="inline-flex size-11 items-center justify-center rounded hover:bg-surface-muted">
              <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <ul className="space-y-1 text-base font-semibold">
              {links.map((l) => (
                <li key={l.href}><Link href={l.href} onClick={close} className="block rounded px-3 py-2.5 hover:bg-surface-muted">{l.label}</Link></li>
              ))}
              <li>
                <Link href="/services" onClick={close} className="block rounded px-3 py-2.5 hover:bg-surface-muted">{labels.services}</Link>
                <ul className="ms-3 border-s border-ink/10 ps-2 text-sm font-medium">
                  {services.map((s) => (
                    <li key={s.href}><Link href={s.href} onClick={close} className="block rounded px-3 py-2 hover:bg-surface-muted">{s.label}</Link></li>
                  ))}
                </ul>
              </li>
              <li><CallbackButton className="block min-h-11 w-full rounded px-3 py-2.5 text-start font-semibold text-brand-800 hover:bg-surface-muted" /></li>
              <li><NextLink href="/auth/jwt/login" className="block rounded px-3 py-2.5 text-brand-800 hover:bg-surface-muted">{labels.login}</NextLink></li>
            </ul>
          </nav>
        </DialogPanel>
      </Dialog>
    </>
  );
}
