'use client';

import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z, ZodType } from 'zod';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/http/client';

type Schema = ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form validated by one of the shared zod schemas (the one the API validates the same body with).
 * The schema arrives through `load`, a dynamic import, when the form first validates: zod is ~25 KiB, so it stays
 * out of every screen's first load and the fields still get the same messages as the server gives.
 *   useZodForm(() => import('@/lib/users/schemas').then((m) => m.userFormSchema), defaults)
 */
export function useZodForm<S extends Schema>(load: () => Promise<S>, defaultValues?: DefaultValues<z.input<S>>) {
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const [schema, { zodResolver }] = await Promise.all([load(), import('@hookform/resolvers/zod')]);
    return zodResolver(schema)(values, context, options) as ReturnType<Resolver<z.input<S>, unknown, z.output<S>>>;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: 'onTouched' });
}

/**
 * Puts the server's field errors (`fieldErrors: { "email": [...] }`) on the fields they name; returns the ones no field
 * of the form carries, so the caller can show them elsewhere. Field paths use dots, as react-hook-form's do.
 */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  error: unknown,
  fields: readonly string[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const orphans: string[] = [];
  let focused = false;
  for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
    const message = messages[0] ?? error.message;
    if (fields.includes(path) || fields.includes(path.split('.')[0]!)) {
      form.setError(path as Path<V>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else orphans.push(message);
  }
  return orphans;
}

/**
 * Wraps a save: on success the snackbar confirms it; on failure the server's field errors land on their fields, the
 * snackbar shows the server's message (or the call's SPEC §8 fallback), and what was typed stays in the form.
 */
export function submitWith<V extends FieldValues, O, R>(
  form: UseFormReturn<V, unknown, O>,
  save: (values: O) => Promise<R>,
  // A function when what was done decides what to say (a sign-off kept on the phone rather than sent, say).
  messages: { success: string | ((result: R) => string); fields?: readonly string[] },
) {
  return form.handleSubmit(async (values) => {
    try {
      const result = await save(values);
      snackbar.success(typeof messages.success === 'function' ? messages.success(result) : messages.success);
    } catch (error) {
      const fields = messages.fields ?? Object.keys(form.getValues());
      const orphans = applyServerErrors(form as unknown as UseFormReturn<V, unknown, FieldValues>, error, fields);
      const text = error instanceof Error ? error.message : String(error);
      snackbar.error(orphans.length ? `${text}: ${orphans.join(' ')}` : text);
    }
  });
}

/*
 * bindField does for this app's forms what react-hook-form's `Controller` did. Webpack keeps a library export that any
 * screen uses in every chunk that holds the library, so `Controller` came with every form screen, most of which draw
 * no field of their own (docs/back-office.md). Line lists are hand-written too (form/line-items-editor.tsx, 1.7 KiB
 * less than `useFieldArray`, which took the invoice form over 150 KiB).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<V extends FieldValues> = UseFormReturn<V, any, any>;

/**
 * `value` and `onChange` for a field drawn by its own component (an upload, a signature pad, an editor) rather than
 * a registered input. Reading `value` while rendering watches the field, so the form re-renders when it changes (a
 * component that keeps its own state, like the rich-text editor, only calls `onChange` and costs no re-render).
 * A change marks the field dirty and touched, and is validated again once the form has been submitted.
 */
export function bindField<V extends FieldValues, N extends Path<V>>(form: AnyForm<V>, name: N) {
  return {
    get value() {
      return form.watch(name) as PathValue<V, N>;
    },
    onChange: (value: PathValue<V, N>) =>
      form.setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted }),
  };
}
