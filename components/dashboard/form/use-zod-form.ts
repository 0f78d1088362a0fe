'use client';

import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z, ZodType } from 'zod';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/api-client/http';

type Schema = ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form validated by one of the shared zod schemas (the one the API validates the same body with).
 * The schema arrives through `load`, a dynamic import, when the form first validates: zod is ~25 KiB, so it stays
 * out of every screen's first load and the fields still get the same messages as the server gives.
 *   useZodForm(() => import('@/lib/schemas/user').then((m) => m.userFormSchema), defaults)
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
export function applyServerErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>, error: unknown, fields: readonly string[]): string[] {
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
export function submitWith<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  save: (values: O) => Promise<unknown>,
  messages: { success: string; fields?: readonly string[] },
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      snackbar.success(messages.success);
    } catch (error) {
      const fields = messages.fields ?? Object.keys(form.getValues());
      const orphans = applyServerErrors(form as unknown as UseFormReturn<V, unknown, FieldValues>, error, fields);
      const text = error instanceof Error ? error.message : String(error);
      snackbar.error(orphans.length ? `${text}: ${orphans.join(' ')}` : text);
    }
  });
}
