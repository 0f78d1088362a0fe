'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Overview } from '@/lib/overview/hooks';
import { EstimatesWaitingCard, InvoicesDueCard, LastVisitsCard } from './home-cards';
import { UpcomingVisits, type VisitAction } from '@/components/dashboard/visits/upcoming-visits';

export type ClientHomeData = Extract<Overview, { role: 'client' }>;

// The dialogs (and the slot picker) load on the first tap: the home's first load carries the lists only.
const VisitDialog = dynamic(() => import('@/components/dashboard/visits/visit-dialog'), { ssr: false });

/**
 * The Client's home (issue 29): what is coming (with what they may still change), what they owe, what waits for their
 * answer and what was done. One column on a phone, the visits first, so the thumb reaches them without scrolling.
 */
export function ClientHome({ data }: { data: ClientHomeData }) {
  const [action, setAction] = useState<VisitAction | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UpcomingVisits data={data} onAction={setAction} className="lg:col-span-2" />
      <InvoicesDueCard data={data} />
      <EstimatesWaitingCard data={data} />
      <LastVisitsCard data={data} onAction={setAction} className="lg:col-span-2" />
      {action ? <VisitDialog action={action} data={data} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
