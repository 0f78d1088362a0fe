import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { keepPreviousData } from '@tanstack/react-query';
import type { CreateChatInput, ListChatThreadsInput } from '@/lib/schemas/chat';
import type { getChatMessage, listChat, listChatThreads, markChatRead } from '@/lib/server/services/chat';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import { jobKeys } from './jobs';
import { uploadFile } from './upload';
import type { ApiResult } from './types';
import { useMutation } from './mutation';

export type ChatThread = ApiResult<typeof listChat>;
export type ChatMessage = ApiResult<typeof getChatMessage>;
export type ChatThreadPage = ApiResult<typeof listChatThreads>;

const FAILED = 'An unexpected error occurred';
/** New messages appear within five seconds without a reload; polling works the same on any number of server instances. */
export const CHAT_POLL_MS = 4000;

export const chatKeys = {
  thread: (jobId: string) => ['chat', 'job', jobId] as const,
  threads: (params: Partial<ListChatThreadsInput>) => ['chat', 'threads', params] as const,
};

// GET /api/ChatBox/GetThreads – the caller's job threads, polled like a thread so new messages move them up
export const chatThreadsQuery = (params: Partial<ListChatThreadsInput>) =>
  queryOptions({
    queryKey: chatKeys.threads(params),
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
      return withFallback(apiFetch<ChatThreadPage>(`/api/chatbox/getthreads?${query.toString()}`), FAILED);
    },
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_POLL_MS * 2,
    refetchIntervalInBackground: false,
  });

// GET /api/ChatBox/GetChatBoxbyJob?jobId=
export const chatQuery = (jobId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(jobId),
    queryFn: () => withFallback(apiFetch<ChatThread>(`/api/chatbox/getchatboxbyjob?jobId=${encodeURIComponent(jobId)}`), FAILED),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });

function useChatMutation<I>(jobId: string, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.thread(jobId) }) });
}

// POST /api/ChatBox/CreateChatBox
export const usePostMessage = (jobId: string) =>
  useChatMutation(jobId, (input: Pick<CreateChatInput, 'text' | 'imagePath'>) =>
    withFallback(apiFetch<ChatMessage>('/api/chatbox/createchatbox', { method: 'POST', json: { jobId, text: input.text, imagePath: input.imagePath } }), FAILED));

// POST /api/ChatBox/Upload (multipart: file, jobId) – a photo for the thread, then posted as a message
export const uploadChatImage = (jobId: string, file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/api/chatbox/upload', file, { jobId }, onProgress);

// PUT /api/ChatBox/UpdateChatBox/{id}
export const useEditMessage = (jobId: string) =>
  useChatMutation(jobId, (input: { id: string; text: string }) =>
    withFallback(apiFetch<ChatMessage>(`/api/chatbox/updatechatbox/${encodeURIComponent(input.id)}`, { method: 'PUT', json: { text: input.text } }), FAILED));

// DELETE /api/ChatBox/DeleteChatBox/{id}
export const useDeleteMessage = (jobId: string) =>
  useChatMutation(jobId, (id: string) =>
    withFallback(apiFetch<{ success: boolean; id: string }>(`/api/chatbox/deletechatbox/${encodeURIComponent(id)}`, { method: 'DELETE' }), FAILED));

// POST /api/ChatBox/MarkRead – the user has seen the thread up to its newest message; the unread counts of the job
// list and the inbox refetch
export const useMarkChatRead = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: string | undefined) =>
      withFallback(apiFetch<ApiResult<typeof markChatRead>>('/api/chatbox/markread', { method: 'POST', json: { jobId, lastMessageId } }), FAILED),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] });
    },
  });
};
