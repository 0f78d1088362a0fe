'use client';

import { useSyncExternalStore, type KeyboardEvent } from 'react';

const FINE_POINTER = '(pointer: fine)';
const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(FINE_POINTER) : null;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the main pointer is a mouse or trackpad: a computer, where a physical keyboard is the norm. Phones and
 * tablets (a finger) answer false, as does the server's render, so the first paint is the phone's behaviour.
 */
export const useFinePointer = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );

/**
 * Whether a key press in a message box sends the message. On a computer Enter sends and Shift+Enter adds a line, as
 * in every desktop chat app; on a phone Enter adds a line and the Send button sends (an on-screen keyboard has no
 * Shift+Enter). Ctrl/Cmd+Enter sends everywhere. Never while an input method is composing (Chinese, Vietnamese):
 * there Enter confirms the characters being typed.
 */
export function sendsOnEnter(event: KeyboardEvent, finePointer: boolean): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return false;
  if (event.ctrlKey || event.metaKey) return true;
  return finePointer && !event.shiftKey && !event.altKey;
}
