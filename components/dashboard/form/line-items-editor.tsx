'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { FieldArray, FieldArrayPath, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';

// Suggestions only, not needed to fill a line in: loaded after the form, which keeps the heaviest form screen (the
// invoice form) inside the back office's 150 KiB (it measured 150.15 KiB with them up front).
const ServiceSuggestions = lazy(() => import('./service-suggestions'));

type Props<V extends FieldValues, N extends FieldArrayPath<V>, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** The array field whose lines the inputs of `renderLine` register by index (`items.0.service`…). */
  name: N;
  /** The line "Add line" appends. */
  newLine: () => FieldArray<V, N>;
  /** The module whose `line`, `removeLine` and `addLine` messages (with `{index}`) name the lines and buttons. */
  namespace: 'dashboardEstimates' | 'dashboardInvoices';
  /** The id of the list of the company's service categories that the lines' service inputs suggest from (`list=`). */
  servicesListId: string;
  /** The fields of line `index`, laid out on a six-column grid from the small breakpoint. */
  renderLine: (index: number) => ReactNode;
};

let lastKey = 0;
const newKey = () => `line-${++lastKey}`;

/**
 * The lines of an array field whose inputs are registered by index (`items.0.title`…): a key per line, `append` and
 * `remove`. It does what react-hook-form's `useFieldArray` does for these forms for 1.7 KiB gzip less, which the
 * invoice form, the back office's heaviest screen, needs to stay within 150 KiB (150.15 with useFieldArray, CI).
 * A `form.reset()` that brings another number of lines gets new keys, so every line is drawn from the values it brought.
 */
function useLines<V extends FieldValues, N extends FieldArrayPath<V>, O>(form: UseFormReturn<V, unknown, O>, name: N) {
  const path = name as unknown as Path<V>;
  const read = () => (form.getValues(path) ?? []) as FieldArray<V, N>[];
  const [keys, setKeys] = useState(() => read().map(newKey));
  const count = read().length;
  if (count !== keys.length) setKeys(read().map(newKey));
  const write = (lines: FieldArray<V, N>[]) => {
    form.setValue(path, lines as PathValue<V, Path<V>>, { shouldDirty: true });
    // An error stays on the line it belongs to once the form has been sent.
    if (form.formState.isSubmitted) void form.trigger(path);
  };
  return {
    keys,
    append: (line: FieldArray<V, N>) => {
      write([...read(), line]);
      setKeys((k) => [...k, newKey()]);
    },
    remove: (index: number) => {
      write(read().filter((_, i) => i !== index));
      setKeys((k) => k.filter((_, i) => i !== index));
    },
  };
}

/**
 * The editable lines of an estimate or an invoice: one bordered fieldset per line, remove (never the last) and add.
 * `form.reset()` with other lines redraws them (tests/unit/dashboard/line-items-editor.test.tsx).
 */
export function LineItemsEditor<V extends FieldValues, N extends FieldArrayPath<V>, O>({
  form,
  name,
  newLine,
  namespace,
  servicesListId,
  renderLine,
}: Props<V, N, O>) {
  const t = useTranslations(namespace);
  const { keys, append, remove } = useLines(form, name);
  // Reading the errors through formState subscribes this component to them ("Add at least one item" under the list).
  const error = form.getFieldState(name as unknown as Path<V>, form.formState).error;
  const message = error?.message ?? error?.root?.message;
  return (
    <>
      <Suspense fallback={null}>
        <ServiceSuggestions id={servicesListId} />
      </Suspense>
      <ol className="space-y-4">
        {keys.map((key, i) => (
          <li key={key} className="rounded-card border border-line p-4">
            <fieldset className="grid gap-3 sm:grid-cols-6">
              <legend className="sr-only">{t('line', { index: i + 1 })}</legend>
              {renderLine(i)}
              <div className="flex items-end">
                <Button
                  variant="secondary"
                  onClick={() => remove(i)}
                  disabled={keys.length === 1}
                  aria-label={t('removeLine', { index: i + 1 })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {message ? <p className="mt-2 text-sm font-medium text-danger">{message}</p> : null}
      <Button variant="secondary" className="mt-4" onClick={() => append(newLine())}>
        <Plus aria-hidden className="size-4" />
        {t('addLine')}
      </Button>
    </>
  );
}
