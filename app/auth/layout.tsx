import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { BRAND } from '@/lib/brand';
import { publicSans } from '../fonts';
import '../globals.css';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={publicSans.variable}>
      <body className="min-h-screen bg-surface-muted font-sans text-ink">
        <div className="grid min-h-screen lg:grid-cols-[minmax(0,480px)_1fr]">
          <aside className="hidden flex-col justify-between bg-brand-900 p-10 text-white lg:flex">
            <p className="text-xl font-extrabold">{BRAND}</p>
            <div>
              <p className="text-3xl font-bold leading-tight">Hi, welcome back</p>
              <p className="mt-3 text-brand-100">
                Jobs, rotas, timesheets and invoices for our cleaning teams, clients and franchise offices in one place.
              </p>
            </div>
            <p className="text-sm text-brand-200">Head office: Hethersett, Norfolk</p>
          </aside>
          <main className="flex flex-col px-4 py-8 sm:px-10">
            <Link href="/" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-800 hover:underline">
              <span aria-hidden>←</span> Go back to home
            </Link>
            <div className="mx-auto my-auto w-full max-w-md py-8">{children}</div>
          </main>
        </div>
      </body>
    </html>
  );
}
