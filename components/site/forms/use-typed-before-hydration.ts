import { useContext, useEffect, type RefObject } from 'react';
import { TypedBeforeHydration } from '@/components/site/islands/typed-record';

export type TypedValues = { text: Record<string, string>; files: Record<string, FileList> };

/**
 * The public forms are server-rendered and hydrate after the page's load event (or on first touch): a quick visitor
 * may type into the fields before React owns them. On mount this hands what is already in the named fields to
 * `adopt`, so the form's state matches what the visitor sees and nothing typed is lost. A field the DOM shows empty
 * takes what the island recorded for it (islands/typed-record.ts): if the page had to be rendered again in the browser,
 * the inputs typed into are gone, but not what was typed.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLFormElement | null>, adopt: (typed: TypedValues) => void) {
  const recorded = useContext(TypedBeforeHydration);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const typed: TypedValues = { text: {}, files: {} };
    let any = false;
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
      if (el instanceof HTMLInputElement && el.type === 'file') {
        if (el.files?.length) {
          typed.files[el.name] = el.files;
          any = true;
        }
      } else if (el.type !== 'checkbox' && el.type !== 'radio' && el.value) {
        typed.text[el.name] = el.value;
        any = true;
      }
    }
    for (const [name, value] of Object.entries(recorded?.() ?? {})) {
      if (value && !typed.text[name]) {
        typed.text[name] = value;
        any = true;
      }
    }
    if (any) adopt(typed);
    // Once, on the mount that follows hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
