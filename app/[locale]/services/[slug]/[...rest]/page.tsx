import { notFound } from 'next/navigation';

// /services/{anything}/{more}: the services 404 titled 'Service Details' (SPEC §2), from ../not-found.tsx.
export default function DeeperServicePath(): never {
  notFound();
}
