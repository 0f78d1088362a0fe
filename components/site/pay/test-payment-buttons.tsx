'use client';

import { useEffect, useState } from 'react';
import { ApiError, call, FALLBACK_ERROR } from '@/lib/http/client';

type Labels = { pay: string; fail: string; working: string; error: string };

/**
 * The test provider's two choices. Each posts the outcome; the server signs and handles the webhook a real provider
 * would send, then names the invoice screen to return to, as Stripe's success and cancel addresses do.
 */
export function TestPaymentButtons({ sessionId, labels }: { sessionId: string; labels: Labels }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The page is server-rendered: until React has attached the handlers a tap would do nothing, so the buttons come
  // disabled in the HTML and are enabled once hydrated (a tap is never silently lost).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const send = async (outcome: 'paid' | 'failed') => {
    setBusy(true);
    setError('');
    try {
      const { returnUrl } = await call('POST /api/payment/testcomplete', { json: { sessionId, outcome } });
      if (!returnUrl) throw new Error(labels.error);
      window.location.assign(returnUrl);
    } catch (e) {
      // The server's own message where it gave one; ours otherwise.
      setError(e instanceof ApiError && e.message !== FALLBACK_ERROR ? e.message : labels.error);
      setBusy(false);
    }
  };
  const button =
    'inline-flex min-h-11 w-full items-center justify-center rounded px-5 text-base font-semibold disabled:opacity-60';
  return (
    <div className="mt-6 grid gap-3">
      <button
        type="button"
        disabled={busy || !ready}
        onClick={() => void send('paid')}
        className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
      >
        {busy ? labels.working : labels.pay}
      </button>
      <button
        type="button"
        disabled={busy || !ready}
        onClick={() => void send('failed')}
        className={`${button} border border-ink/25 bg-white text-ink hover:bg-surface-muted`}
      >
        {labels.fail}
      </button>
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
