import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// SPEC §2: every unknown public path is titled 'Page Not Found'. Set here as well as in not-found.tsx, because the
// not-found boundary's metadata does not always win over the layout's when the page itself throws.
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

// Any public path without a page of its own renders the localized 404.
export default function CatchAll() {
  notFound();
}
