'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** True once the page's load event has passed (at once if it already has). */
export function useAfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') return void setLoaded(true);
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}

/**
 * A secondary widget (an upload field, say) whose code is fetched after the page has loaded, so it never counts
 * against a screen's first load; a placeholder of the same height holds its place, so nothing shifts. Its optional
 * content (a field's label and hint, say) paints with the page, so the late swap never becomes the largest paint.
 */
export function afterLoad<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholderClass: string,
  placeholderContent?: (props: P) => ReactNode,
) {
  const Lazy = lazy(load);
  function Deferred(props: P) {
    const loaded = useAfterLoad();
    const placeholder: ReactNode = (
      <div aria-hidden className={placeholderClass}>
        {placeholderContent?.(props)}
      </div>
    );
    if (!loaded) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
