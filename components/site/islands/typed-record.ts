import { createContext } from 'react';

type Fields = Record<string, string>;

/*
 * What a visitor typed into an island's form before React owned it, kept outside the DOM. Normally the form hydrates
 * over the very inputs that were typed into and reads them (forms/use-typed-before-hydration.ts). But when the page's
 * hydration fails (a mismatch makes React render the page again in the browser) the server's inputs are replaced by
 * empty ones: seen in CI as a contact form that lost the name and e-mail typed while its scripts were still loading.
 * This record survives that.
 */
const typed = new Map<string, Fields>();
const handedOver = new Set<string>();
const FIELDS = 'input[name]:not([type=file]):not([type=checkbox]):not([type=radio]):not([type=hidden]),textarea[name]';
let started = false;

function note(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.matches(FIELDS)) return;
  const island = target.closest('[data-island]')?.getAttribute('data-island');
  if (!island || handedOver.has(island)) return;
  typed.set(island, { ...typed.get(island), [target.name]: target.value });
}

/**
 * Starts the record, once, as the page's first client code runs (before hydration): what is already in the islands'
 * fields, then every input event in them until each island hands its record to its form.
 */
export function recordTypedBeforeHydration() {
  if (started || typeof document === 'undefined') return;
  started = true;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '[data-island] input, [data-island] textarea',
  )) {
    if (field.value) note(field);
  }
  document.addEventListener('input', (e) => note(e.target), true);
}

/** Hands island `id`'s record to its form, once; from then on the form's own state is the truth. */
export function takeTyped(id: string): Fields {
  handedOver.add(id);
  const fields = typed.get(id) ?? {};
  typed.delete(id);
  return fields;
}

/** Provided by each deferred island: returns (once) what was typed into it before it hydrated. */
export const TypedBeforeHydration = createContext<(() => Fields) | null>(null);
