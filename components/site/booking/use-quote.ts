'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuote, type BookingInput, type Quote } from '@/lib/bookings/hooks';
import { ApiError } from '@/lib/http/client';

export const QUOTE_DEBOUNCE_MS = 300;

export type QuoteState = {
  quote: Quote | null;
  loading: boolean;
  /** The quote answers the current input (not an older one shown while the new price is on its way). */
  fresh: boolean;
  /** The server's field errors for the last input (a size out of the rule's range...), or a failure with none. */
  error: { fieldErrors: Record<string, string[]>; message: string } | null;
  retry: () => void;
  /** Replaces the quote with one the server sent in another answer (409 price_changed). */
  replace: (quote: Quote) => void;
};

/**
 * The server's price for `input`, asked again (debounced) whenever it changes; an older answer never overwrites a
 * newer one. Returns the last good quote while a new one is on its way, so the figure does not flicker away.
 */
export function useQuote(input: BookingInput | null): QuoteState {
  const key = input ? JSON.stringify(input) : '';
  const [quote, setQuote] = useState<{ key: string; value: Quote } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<QuoteState['error']>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(key);
  latest.current = key;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchQuote(JSON.parse(key) as BookingInput, controller.signal)
        .then((value) => {
          if (latest.current !== key) return;
          setQuote({ key, value });
          setError(null);
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted || latest.current !== key) return;
          const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
          setError({ fieldErrors, message: e instanceof Error ? e.message : '' });
        })
        .finally(() => {
          if (latest.current === key) setLoading(false);
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((value: Quote) => setQuote({ key: latest.current, value }), []);
  return {
    quote: quote && key ? quote.value : null,
    loading: Boolean(key) && loading,
    fresh: Boolean(key) && quote?.key === key && !loading,
    error: key ? error : null,
    retry,
    replace,
  };
}
