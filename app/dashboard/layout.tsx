import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { publicSans } from '../fonts';
import '../globals.css';

export const metadata: Metadata = { title: { absolute: 'Dashboard' }, robots: { index: false, follow: false } };

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={publicSans.variable}>
      <body className="min-h-screen bg-surface-muted font-sans text-ink">{children}</body>
    </html>
  );
}
