'use client';

import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  /** One key per line (useFieldList's `keys`, components/dashboard/form/use-zod-form.ts). */
  keys: string[];
  /** The fields of line `i`, laid out on a six-column grid from the small breakpoint. */
  renderLine: (index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The whole list's error (e.g. 'Add at least one item'). */
  error?: string;
  labels: { line: (n: number) => string; remove: (n: number) => string; add: string };
};

/** The editable lines of an estimate or an invoice: one bordered fieldset per line, remove (never the last) and add. */
export function LineItems({ keys, renderLine, onAdd, onRemove, error, labels }: Props) {
  return (
    <>
      <ol className="space-y-4">
        {keys.map((key, i) => (
          <li key={key} className="rounded-card border border-line p-4">
            <fieldset className="grid gap-3 sm:grid-cols-6">
              <legend className="sr-only">{labels.line(i + 1)}</legend>
              {renderLine(i)}
              <div className="flex items-end">
                <Button variant="secondary" onClick={() => onRemove(i)} disabled={keys.length === 1} aria-label={labels.remove(i + 1)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? <p className="mt-2 text-sm font-medium text-danger">{error}</p> : null}
      <Button variant="secondary" className="mt-4" onClick={onAdd}><Plus aria-hidden className="size-4" />{labels.add}</Button>
    </>
  );
}
