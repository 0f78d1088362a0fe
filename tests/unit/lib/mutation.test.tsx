import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMutation } from '@/lib/api-client/mutation';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('useMutation (lib/api-client/mutation.ts)', () => {
  it('runs onMutate, the call, onSuccess and onSettled in order and reports pending then success', async () => {
    const order: string[] = [];
    const call = deferred<{ id: string }>();
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (name: string) => (order.push(`call ${name}`), call.promise),
        onMutate: (name) => (order.push(`mutate ${name}`), { before: 1 }),
        onSuccess: (data, name, context) => void order.push(`success ${data.id} ${name} ${context?.before}`),
        onSettled: (data, error) => void order.push(`settled ${data?.id} ${error}`),
      }),
    );
    expect(result.current.isIdle).toBe(true);
    let saved: Promise<{ id: string }>;
    act(() => void (saved = result.current.mutateAsync('Ann')));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(result.current.variables).toBe('Ann');
    await act(async () => {
      call.resolve({ id: 'u1' });
      await saved;
    });
    expect(order).toEqual(['mutate Ann', 'call Ann', 'success u1 Ann 1', 'settled u1 null']);
    expect(result.current).toMatchObject({ isSuccess: true, isPending: false, data: { id: 'u1' }, error: null });
  });

  it('rejects mutateAsync with the server’s error, hands onError the context to roll back with, and keeps the error', async () => {
    const failure = Object.assign(new Error('That cleaner is on leave that day'), { status: 409 });
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: async () => Promise.reject(failure),
        onMutate: () => ({ before: ['shift'] }),
        onError,
        onSettled,
      }),
    );
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toBe(failure);
    });
    expect(onError).toHaveBeenCalledWith(failure, undefined, { before: ['shift'] });
    expect(onSettled).toHaveBeenCalledWith(undefined, failure, undefined, { before: ['shift'] });
    expect(result.current).toMatchObject({ isError: true, error: failure, data: undefined });
  });

  it('mutate never throws: the failure is in the state', async () => {
    const { result } = renderHook(() =>
      useMutation({ mutationFn: async (n: number) => Promise.reject(new Error(`offline ${n}`)) }),
    );
    act(() => result.current.mutate(1));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('offline 1');
  });

  it('shows the latest call when two overlap, and reset returns to idle', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result } = renderHook(() =>
      useMutation({ mutationFn: (n: number) => (n === 1 ? first.promise : second.promise) }),
    );
    act(() => {
      result.current.mutate(1);
      result.current.mutate(2);
    });
    await act(async () => {
      second.resolve('second');
      await second.promise;
    });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => {
      first.resolve('first');
      await first.promise;
    });
    expect(result.current.data).toBe('second');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isIdle: true, data: undefined, variables: undefined });
  });
});
