'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { calendarUrl } from '@/lib/availability/rules';
import { useConnectCalendar } from '@/lib/availability/hooks';
import { ApiError } from '@/lib/http/client';

const KNOWN = /^availability\.([a-z_]+)$/;

/**
 * One field and one button: paste the private address, connect. Checked here for its shape (no zod in the first
 * load), then by the server, which reads it at once and says why it cannot, in the reader's language. Not a <form>:
 * the profile screen draws this card inside its own form, and a nested form submits the page natively.
 */
export function ConnectCalendarForm({ userId, full }: { userId?: string; full: boolean }) {
  const t = useTranslations('dashboardAvailability');
  const connect = useConnectCalendar();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const worded = (e: unknown) => {
    const reason = e instanceof ApiError ? (e.data as { reason?: string } | undefined)?.reason : undefined;
    const code = reason && KNOWN.exec(reason)?.[1];
    if (code && t.has(`errors.${code}`)) return t(`errors.${code}`);
    if (e instanceof ApiError && e.fieldErrors.url?.[0]) return e.fieldErrors.url[0];
    return e instanceof Error ? e.message : String(e);
  };

  const submit = async () => {
    if (!calendarUrl(url)) return setError(t('errors.bad_address'));
    setError(undefined);
    try {
      await connect.mutateAsync({ url: url.trim(), ...(userId ? { userId } : {}) });
      setUrl('');
      snackbar.success(t('added'));
    } catch (e) {
      const text = worded(e);
      if (e instanceof ApiError && e.status === 400) setError(text);
      else snackbar.error(text);
    }
  };

  if (full) return <p className="text-sm text-ink-muted">{t('limit', { max: 5 })}</p>;
  return (
    <div role="group" aria-label={t('add')} className="space-y-3" data-testid="connect-calendar">
      <Field
        label={t('fieldLabel')}
        hint={t('fieldHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="webcal://…"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // Enter connects this address; it must not submit the profile form around the card.
          e.preventDefault();
          void submit();
        }}
        error={error}
        required
      />
      <Button
        className="w-full"
        onClick={() => void submit()}
        disabled={connect.isPending}
        aria-busy={connect.isPending || undefined}
      >
        {connect.isPending ? <Spinner /> : null}
        {connect.isPending ? t('adding') : t('add')}
      </Button>
    </div>
  );
}
