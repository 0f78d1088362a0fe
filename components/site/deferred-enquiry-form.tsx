'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

// The form (with its validation schema) is a large chunk; on the home page it sits far below the fold.
const EnquiryForm = dynamic(() => import('@/components/site/forms/enquiry-form').then((m) => m.EnquiryForm), { ssr: false });

/**
 * Mounts the enquiry form when it comes within ~800 px of the viewport (or gets focus), so it does not count toward
 * the page's first-load JavaScript. The placeholder keeps the form's height, so nothing visible shifts.
 */
export function DeferredEnquiryForm({ loadingLabel }: { loadingLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        setShow(true);
      }
    }, { rootMargin: '800px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} className="min-h-[560px]">
      {show ? <EnquiryForm /> : <p className="sr-only" role="status">{loadingLabel}</p>}
    </div>
  );
}
