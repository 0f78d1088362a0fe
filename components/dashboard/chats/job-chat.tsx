'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { Button, Spinner } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { chatQuery, useDeleteMessage, useEditMessage, useMarkChatRead, type ChatMessage } from '@/lib/chats/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { fileUrl } from '@/lib/files/urls';
import { ChatComposer } from './chat-composer';
import { QueuedMessages } from './queued-messages';

/** SPEC §4/§9: the chat's open/closed flag lives in session storage. */
const CHAT_FLAG = 'chatOpen';

function useChatOpen() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(CHAT_FLAG) === 'false') setOpen(false);
    } catch {
      /* storage disabled */
    }
  }, []);
  const toggle = () =>
    setOpen((was) => {
      try {
        window.sessionStorage.setItem(CHAT_FLAG, String(!was));
      } catch {
        /* storage disabled */
      }
      return !was;
    });
  return [open, toggle] as const;
}

/** One job's thread: the office, the team and the client; new messages arrive by polling (within five seconds). */
export function JobChat({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardJobs.chat');
  const locale = useLocale();
  const { user: me } = useSession();
  const [open, toggle] = useChatOpen();
  const thread = useQuery({ ...chatQuery(jobId), enabled: open });
  const edit = useEditMessage(jobId);
  const remove = useDeleteMessage(jobId);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const panelId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const count = thread.data?.data.length ?? 0;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  // Open and shown: read up to the newest message shown (a message arriving meanwhile stays unread until it shows).
  const markRead = useMarkChatRead(jobId);
  const newest = thread.data?.data.at(-1)?.id;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!open || !newest || marked.current === newest) return;
    marked.current = newest;
    markRead.mutate(newest);
    // `markRead` is a new object each render; the newest message's id decides when to mark.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, newest]);

  const saveEdit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    try {
      await edit.mutateAsync(editing);
      setEditing(null);
      snackbar.success(t('edited'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('sendFailed'));
    }
  };
  const del = async (m: ChatMessage) => {
    try {
      await remove.mutateAsync(m.id);
      snackbar.success(t('deleted'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('deleteFailed'));
    }
  };

  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-card bg-surface shadow-card">
      <h2 id={`${panelId}-title`} className="m-0">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={panelId}
          className="flex min-h-12 w-full items-center justify-between gap-2 px-4 py-3 text-start text-lg font-semibold"
        >
          {t('title')}
          <ChevronDown
            aria-hidden
            className={open ? 'size-5 rotate-180 transition-transform' : 'size-5 transition-transform'}
          />
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="border-t border-line p-4">
          {thread.isPending ? (
            <Spinner label={t('loading')} />
          ) : thread.isError ? (
            <p role="alert" className="text-danger">
              {thread.error.message}
            </p>
          ) : (
            <div
              ref={logRef}
              role="log"
              aria-label={t('messages')}
              className="max-h-[28rem] overflow-y-auto"
              tabIndex={0}
            >
              <ol className="space-y-3">
                {thread.data.data.length === 0 ? <li className="text-ink-subtle">{t('empty')}</li> : null}
                {thread.data.data.map((m) => {
                  const mine = m.senderId === me.id;
                  return (
                    <li
                      key={m.id}
                      data-testid="chat-message"
                      className={mine ? 'ms-8 rounded-lg bg-brand-700/10 p-3' : 'me-8 rounded-lg bg-surface-muted p-3'}
                    >
                      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                        <span className="font-semibold">{mine ? t('you') : m.sender}</span>
                        <time dateTime={m.createdAt} className="text-ink-muted">
                          {formatDate(m.createdAt, locale, true)}
                          {m.updatedAt !== m.createdAt ? ` · ${t('editedMark')}` : ''}
                        </time>
                      </div>
                      {editing?.id === m.id ? (
                        <form onSubmit={saveEdit} className="mt-2 space-y-2">
                          <label htmlFor={`${inputId}-edit`} className="sr-only">
                            {t('editLabel')}
                          </label>
                          <textarea
                            id={`${inputId}-edit`}
                            value={editing.text}
                            onChange={(e) => setEditing({ id: m.id, text: e.target.value })}
                            rows={2}
                            maxLength={4000}
                            className={controlClass}
                          />
                          <div className="flex justify-end gap-2">
                            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
                              {t('cancel')}
                            </Button>
                            <Button type="submit" size="sm" disabled={edit.isPending || !editing.text.trim()}>
                              {t('save')}
                            </Button>
                          </div>
                        </form>
                      ) : (
                        <>
                          {m.text ? (
                            <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">
                              {m.text}
                            </p>
                          ) : null}
                          {m.imagePath ? (
                            <a
                              href={fileUrl(m.imagePath) ?? undefined}
                              target="_blank"
                              rel="noreferrer"
                              className="mt-2 inline-block"
                            >
                              {/* eslint-disable-next-line @next/next/no-img-element */}
                              <img
                                src={fileUrl(m.imagePath) ?? undefined}
                                alt={t('image')}
                                loading="lazy"
                                className="max-h-40 rounded"
                              />
                            </a>
                          ) : null}
                          {mine ? (
                            <div className="mt-2 flex justify-end gap-1">
                              {m.text ? (
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  onClick={() => setEditing({ id: m.id, text: m.text ?? '' })}
                                  aria-label={t('editMessage')}
                                >
                                  <Pencil aria-hidden className="size-4" />
                                </Button>
                              ) : null}
                              <Button
                                variant="ghost"
                                size="sm"
                                onClick={() => void del(m)}
                                disabled={remove.isPending}
                                aria-label={t('deleteMessage')}
                              >
                                <Trash2 aria-hidden className="size-4" />
                              </Button>
                            </div>
                          ) : null}
                        </>
                      )}
                    </li>
                  );
                })}
              </ol>
            </div>
          )}
          <QueuedMessages jobId={jobId} />
          <ChatComposer jobId={jobId} />
        </div>
      ) : null}
    </section>
  );
}
