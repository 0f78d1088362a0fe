'use client';

import type { Overview } from '@/lib/api-client/overview';
import { EstimatesWaitingCard, InvoicesDueCard, LastVisitsCard } from './home-cards';
import { UpcomingVisits } from './upcoming-visits';

export type ClientHomeData = Extract<Overview, { role: 'client' }>;

/**
 * The Client's home (issue 29): what is coming (with what they may still change), what they owe, what waits for their
 * answer and what was done. One column on a phone, the visits first, so the thumb reaches them without scrolling.
 */
export function ClientHome({ data }: { data: ClientHomeData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UpcomingVisits data={data} className="lg:col-span-2" />
      <InvoicesDueCard data={data} />
      <EstimatesWaitingCard data={data} />
      <LastVisitsCard data={data} className="lg:col-span-2" />
    </div>
  );
}
