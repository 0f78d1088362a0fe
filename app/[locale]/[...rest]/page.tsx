import { notFound } from 'next/navigation';

// Any public path without a page of its own renders the localized 404.
export default function CatchAll() {
  notFound();
}
