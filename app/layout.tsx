import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BRAND } from '@/lib/brand';

// Every public page title ends with the brand (SPEC §2); auth and back-office pages set absolute titles.
export const metadata: Metadata = { title: { template: `%s | ${BRAND}`, default: BRAND }, applicationName: BRAND };

// Each area (public site, auth screens, back office) renders its own <html> with its own language and direction.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
