/*
 * The back office's writes, with the part of React Query's useMutation the app uses: `mutate`, `mutateAsync`, the
 * pending/error/success state of the latest call, and the onMutate → onSuccess | onError → onSettled callbacks (the
 * rota's optimistic move rolls back through them). Reads stay on React Query; its caches are still what every
 * mutation invalidates. No retries (the query client's mutation default was `retry: false` too) and no shared mutation
 * cache: nothing in the app reads another component's mutation.
 *
 * What it saves, measured 2026-11-26 (esbuild --bundle --minify, gzip -9, @tanstack/react-query 5.108): React Query's
 * useMutation and its MutationObserver add 0.50 KiB to a bundle of the query hooks the app uses, this file 0.33 KiB, so
 * 0.17 KiB on every screen (an earlier note said 1 KiB; the builds' own chunks were not split that finely). That is
 * small for its code and its test. It stays for now because the form screens sit at the 150 KiB budget since
 * react-hook-form's useFieldArray came back (+1.7 KiB on each), and because going back means touching every
 * lib/api-client module; return to React Query's useMutation once the form screens have the room.
 */
import { useCallback, useRef, useState } from 'react';

export type MutationOptions<TData, TVariables, TContext> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Runs before the call; what it returns is handed to the other callbacks (e.g. the state to roll back to). */
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (
    data: TData | undefined,
    error: Error | null,
    variables: TVariables,
    context: TContext | undefined,
  ) => unknown;
};

type State<TData, TVariables> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: TVariables }
  | { status: 'success'; data: TData; error: null; variables: TVariables }
  | { status: 'error'; data: undefined; error: Error; variables: TVariables };

export type Mutation<TData, TVariables> = State<TData, TVariables> & {
  mutateAsync: (variables: TVariables) => Promise<TData>;
  /** Fire and forget: the outcome is in the state (and the callbacks); a failure is not thrown. */
  mutate: (variables: TVariables) => void;
  reset: () => void;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
};

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

export function useMutation<TData, TVariables = void, TContext = unknown>(
  options: MutationOptions<TData, TVariables, TContext>,
): Mutation<TData, TVariables> {
  const [state, setState] = useState<State<TData, TVariables>>(IDLE);
  // The latest options (callbacks close over the latest render) and the latest call: only it may set the state.
  const latest = useRef(options);
  latest.current = options;
  const calls = useRef(0);

  const mutateAsync = useCallback(async (variables: TVariables) => {
    const call = ++calls.current;
    const settle = (next: State<TData, TVariables>) => {
      if (call === calls.current) setState(next);
    };
    const { mutationFn, onMutate, onSuccess, onError, onSettled } = latest.current;
    settle({ status: 'pending', data: undefined, error: null, variables });
    let context: TContext | undefined;
    try {
      context = await onMutate?.(variables);
      const data = await mutationFn(variables);
      await onSuccess?.(data, variables, context);
      await onSettled?.(data, null, variables, context);
      settle({ status: 'success', data, error: null, variables });
      return data;
    } catch (e) {
      const error = asError(e);
      try {
        await onError?.(error, variables, context);
        await onSettled?.(undefined, error, variables, context);
      } finally {
        settle({ status: 'error', data: undefined, error, variables });
      }
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: TVariables) => {
      mutateAsync(variables).catch(() => undefined);
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    calls.current += 1;
    setState(IDLE);
  }, []);

  return {
    ...state,
    mutateAsync,
    mutate,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
