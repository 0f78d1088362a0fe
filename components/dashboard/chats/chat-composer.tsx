'use client';

import { Camera, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { uploadChatImage, usePostMessage } from '@/lib/chats/hooks';
import { CHAT_IMAGE_TYPES } from '@/lib/chats/limits';
import { sendsOnEnter, useFinePointer } from '@/components/dashboard/jobs/use-fine-pointer';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { ApiError } from '@/lib/http/client';
import { useKeptPhotos } from './use-kept-photos';

/** The box under a job's thread: a message (Enter sends on a computer), or a photo with what was typed as its caption. */
export function ChatComposer({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardJobs.chat');
  const post = usePostMessage(jobId);
  const [text, setText] = useState('');
  const inputId = useId();
  const finePointer = useFinePointer();
  // Enter held down or pressed twice must not post the message twice before React shows it as pending.
  const sending = useRef(false);
  // With no signal a message waits on the phone (shown under the thread) and is sent when the signal returns.
  const offline = useOffline();
  const keep = async (value: string) => {
    await offline?.queue({ kind: 'chat', jobId, body: { text: value } });
    setText('');
    snackbar.info(t('savedOffline'));
  };

  const [uploading, setUploading] = useState<number | null>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  // With no signal a photo is kept on the phone (up to a limit, shown below) and sent when the signal returns.
  const photos = useKeptPhotos();
  const sendPhoto = async (file: File | undefined) => {
    if (!file) return;
    const keepPhoto = async () => {
      if (await photos?.keep(jobId, file, text.trim() || null)) setText('');
    };
    setUploading(0);
    try {
      if (offline?.mustQueue()) await keepPhoto();
      else {
        const { dbPath } = await uploadChatImage(jobId, file, setUploading);
        await post.mutateAsync({ text: text.trim() || undefined, imagePath: dbPath });
        setText('');
        snackbar.success(t('photoSent'));
      }
    } catch (error) {
      if (offline && error instanceof ApiError && error.status === 0) await keepPhoto();
      else snackbar.error(error instanceof Error ? error.message : t('sendFailed'));
    } finally {
      setUploading(null);
      if (photoRef.current) photoRef.current.value = '';
    }
  };

  const send = async () => {
    const value = text.trim();
    if (!value || sending.current) return;
    sending.current = true;
    try {
      if (offline?.mustQueue()) await keep(value);
      else {
        await post.mutateAsync({ text: value });
        setText('');
      }
    } catch (error) {
      if (offline && error instanceof ApiError && error.status === 0) await keep(value);
      else snackbar.error(error instanceof Error ? error.message : t('sendFailed'));
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter(e, finePointer)) return;
    e.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
          {t('newMessage')}
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={4000}
          className={controlClass}
          aria-describedby={finePointer ? `${inputId}-hint` : undefined}
        />
        {finePointer ? (
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
            {t('enterHint')}
          </p>
        ) : null}
      </div>
      <input
        ref={photoRef}
        id={`${inputId}-photo`}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        capture="environment"
        className="sr-only"
        onChange={(e) => void sendPhoto(e.target.files?.[0])}
        disabled={uploading !== null}
      />
      <label
        htmlFor={`${inputId}-photo`}
        aria-busy={uploading !== null || undefined}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded border border-ink/20 bg-surface px-3 text-sm font-semibold has-[:focus-visible]:ring-2 focus-within:ring-2 focus-within:ring-brand-700/40"
      >
        {uploading !== null ? <Spinner /> : <Camera aria-hidden className="size-4" />}
        <span>{uploading !== null ? t('photoUploading', { percent: uploading }) : t('photo')}</span>
      </label>
      <Button type="submit" disabled={post.isPending || !text.trim()} aria-busy={post.isPending || undefined}>
        {post.isPending ? <Spinner /> : <Send aria-hidden className="size-4 rtl:-scale-x-100" />}
        {t('send')}
      </Button>
      {photos && (photos.kept || !photos.online) ? (
        <p className="basis-full text-sm text-ink-muted" data-testid="photos-kept">
          {t('photosKept', { count: photos.kept, max: photos.max })}
          {photos.low ? <span className="block font-semibold text-warning">{t('storageLow')}</span> : null}
        </p>
      ) : null}
    </form>
  );
}
