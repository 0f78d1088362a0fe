'use client';

import { useSyncExternalStore } from 'react';
import { JS_PENDING_ID } from './js-pending';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once React runs the page. A control whose work needs
 * JavaScript is disabled until then, so a tap before hydration is never silently lost (issue 36): the browser waits,
 * and assistive technology is told why (JS_PENDING_ID).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** `disabled` and its reason until hydrated; nothing after. */
export const untilHydrated = (hydrated: boolean) =>
  hydrated ? {} : ({ disabled: true, 'aria-describedby': JS_PENDING_ID } as const);
