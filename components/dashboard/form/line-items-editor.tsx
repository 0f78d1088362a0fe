'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { useFieldArray, type FieldArray, type FieldArrayPath, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
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

/**
 * The editable lines of an estimate or an invoice: one bordered fieldset per line, remove (never the last) and add.
 * The lines are react-hook-form's `useFieldArray`, so `form.reset()` with other lines redraws them (a hand-written
 * list kept its keys across a reset: tests/unit/dashboard/line-items-editor.test.tsx).
 */
export function LineItemsEditor<V extends FieldValues, N extends FieldArrayPath<V>, O>({ form, name, newLine, namespace, servicesListId, renderLine }: Props<V, N, O>) {
  const t = useTranslations(namespace);
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  // Reading the errors through formState subscribes this component to them ("Add at least one item" under the list).
  const error = form.getFieldState(name as unknown as Path<V>, form.formState).error;
  const message = error?.message ?? error?.root?.message;
  return (
    <>
      <Suspense fallback={null}><ServiceSuggestions id={servicesListId} /></Suspense>
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li key={field.id} className="rounded-card border border-line p-4">
            <fieldset className="grid gap-3 sm:grid-cols-6">
              <legend className="sr-only">{t('line', { index: i + 1 })}</legend>
              {renderLine(i)}
              <div className="flex items-end">
                <Button variant="secondary" onClick={() => remove(i)} disabled={fields.length === 1} aria-label={t('removeLine', { index: i + 1 })}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {message ? <p className="mt-2 text-sm font-medium text-danger">{message}</p> : null}
      <Button variant="secondary" className="mt-4" onClick={() => append(newLine())}><Plus aria-hidden className="size-4" />{t('addLine')}</Button>
    </>
  );
}
