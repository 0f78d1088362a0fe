'use client';

import { useEffect, useRef, useState } from 'react';

type Props = { src: string; title: string; className: string };

/**
 * OpenStreetMap's embed, requested only once the visitor scrolls near it. A lazy iframe alone is not enough on a
 * phone: Chrome loads one within 1,250 px of the viewport, so the map's new connection and page competed with the
 * franchise page's own first paint (it was in Lighthouse's critical path, +0.6 s). Until then the frame's box holds
 * its place, so nothing shifts; the "View larger map" link beside it works without any of this.
 */
export function FranchiseMap({ src, title, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near && (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="size-full rounded-card"
        />
      )}
    </div>
  );
}
