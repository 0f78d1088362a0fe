'use client';

import { createElement, lazy, Suspense, use, useCallback, useEffect, useId, useRef, type ComponentType } from 'react';
import type { IslandIntl } from './intl';
import { recordTypedBeforeHydration, takeTyped, TypedBeforeHydration } from './typed-record';

recordTypedBeforeHydration();

let idle: Promise<void> | undefined;
const noop = () => undefined;

/**
 * Resolves once the page's load event has fired and the browser is idle: the moment code that is not needed for the
 * first paint (form logic, dialogs, the intl runtime) starts downloading. Nothing fetched after it counts toward the
 * JavaScript loaded before the load event, and its parsing does not delay the first paint.
 */
export function afterLoadIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 300);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'pointerenter'] as const;

/**
 * Wraps a component so that it is server-rendered as usual but its code is fetched only once the page has loaded
 * and the browser is idle (or at once when the visitor points at, touches or focuses it). Until the code arrives
 * React leaves the server's HTML in place (selective hydration of the Suspense boundary), so the page paints and
 * becomes interactive without it. `load` must be a function with a literal import(), so that the bundler gives the
 * component its own chunk.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  type Ready = { onHydrated: () => void };
  let started: Promise<{ default: ComponentType<P & Ready> }> | undefined;
  const start = () =>
    (started ??= load().then((Component) => ({
      default: function Hydrated({ onHydrated, ...props }: P & Ready) {
        useEffect(onHydrated, [onHydrated]);
        return <Component {...(props as P)} />;
      },
    })));
  let wake: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const Lazy = lazy(() => (typeof window === 'undefined' ? start() : woken.then(start)));
  // On the server the component is rendered directly once loaded: a lazy one would suspend and stream the form after
  // its surroundings.
  let onServer: ComponentType<P & Ready> | undefined;
  const serverReady = typeof window === 'undefined' ? start().then((m) => (onServer = m.default)) : undefined;

  function DeferredIsland(props: P) {
    // A page rendered before the import above has resolved (two of a build's prerendered pages were) would get a
    // boundary below with no fallback: the island outlined and swapped in after the first paint (the sidebar after
    // /apply-now's form jumped down a screen: CLS 0.35). Until the import has resolved, the render waits.
    if (serverReady && !onServer) use(serverReady);
    const ref = useRef<HTMLDivElement>(null);
    const id = useId();
    const typedBefore = useCallback(() => takeTyped(id), [id]);
    const hydrated = useRef(false);
    const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
    // A form sent before its code arrived is held (not posted natively) and sent again once React owns it.
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      const pending = held.current;
      held.current = null;
      if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter ?? undefined);
    }, []);
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      // Rendered in the browser (a client-side navigation), not hydrated from server HTML: nothing to wait for.
      if (!el.firstElementChild) {
        wake();
        return;
      }
      // Native listeners: they fire even while the boundary below is still server HTML that React has not hydrated.
      for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { once: true, passive: true });
      const hold = (e: SubmitEvent) => {
        if (hydrated.current) return;
        e.preventDefault();
        held.current = { form: e.target as HTMLFormElement, submitter: e.submitter };
        wake();
      };
      el.addEventListener('submit', hold);
      // Soon after the load event in any case: until it has hydrated, a dehydrated boundary holds up every
      // client-side navigation (the router's context change has to reach it), so it must not wait to be scrolled to.
      void afterLoadIdle().then(wake);
      return () => {
        el.removeEventListener('submit', hold);
        for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
      };
    }, []);
    // On the server the fallback is the island itself. React outlines a completed boundary larger than 500 bytes once
    // the page's shell passes 12.8 KB (Fizz's progressiveChunkSize): its HTML moves to the end of the document and is
    // swapped in a frame after the first paint, which pushed whatever follows the form down (CLS 0.35 on /apply-now
    // at 390 px). With the same markup as the fallback the swap changes nothing on screen. In the browser the
    // fallback is never hydrated (a dehydrated boundary keeps the server's HTML), so there it stays empty. The copy is
    // inert: in the moment before the swap nothing can be typed into it (and lost with it).
    const fallback = onServer ? (
      <div inert className="contents">
        {createElement(onServer, { ...props, onHydrated: noop })}
      </div>
    ) : null;
    return (
      <div ref={ref} className="contents" data-island={id}>
        <TypedBeforeHydration value={typedBefore}>
          <Suspense fallback={fallback}>
            {onServer ? createElement(onServer, { ...props, onHydrated }) : <Lazy {...props} onHydrated={onHydrated} />}
          </Suspense>
        </TypedBeforeHydration>
      </div>
    );
  }
  return DeferredIsland;
}

/**
 * A deferred island whose component reads its texts with next-intl's useTranslations: the intl runtime and a
 * provider holding only the island's namespaces (the `intl` prop, from islandIntl() on the server) load with it.
 */
export function intlIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return deferredIsland<P & { intl: IslandIntl }>(() =>
    Promise.all([load(), import('./intl')]).then(([component, intl]) => intl.withIntl(component)),
  );
}
