import { queryOptions, useQueryClient, keepPreviousData, useMutation } from '@tanstack/react-query';
import type { CreateChatInput, ListChatThreadsInput } from '@/lib/chats/schemas';
import type { getChatMessage, listChat, listChatThreads } from '@/lib/server/chats/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { jobKeys } from '@/lib/jobs/hooks';
import { uploadFile } from '@/lib/http/upload';
import type { ApiResult } from '@/lib/http/types';

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

// the caller's job threads, polled like a thread so new messages move them up
export const chatThreadsQuery = (params: Partial<ListChatThreadsInput>) =>
  queryOptions({
    queryKey: chatKeys.threads(params),
    queryFn: () => {
      return withFallback(call('GET /api/ChatBox/GetThreads', { query: params }), FAILED);
    },
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_POLL_MS * 2,
    refetchIntervalInBackground: false,
  });

export const chatQuery = (jobId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(jobId),
    queryFn: () => withFallback(call('GET /api/ChatBox/GetChatBoxbyJob', { query: { jobId } }), FAILED),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });

function useChatMutation<I>(jobId: string, send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.thread(jobId) }),
  });
}

export const usePostMessage = (jobId: string) =>
  useChatMutation(jobId, (input: Pick<CreateChatInput, 'text' | 'imagePath'>) =>
    withFallback(
      call('POST /api/ChatBox/CreateChatBox', { json: { jobId, text: input.text, imagePath: input.imagePath } }),
      FAILED,
    ),
  );

// a photo for the thread, then posted as a message
export const uploadChatImage = (jobId: string, file: File, onProgress?: (percent: number) => void) =>
  uploadFile('POST /api/ChatBox/Upload', file, { jobId }, onProgress);

export const useEditMessage = (jobId: string) =>
  useChatMutation(jobId, (input: { id: string; text: string }) =>
    withFallback(
      call('PUT /api/ChatBox/UpdateChatBox/{id}', { params: { id: input.id }, json: { text: input.text } }),
      FAILED,
    ),
  );

export const useDeleteMessage = (jobId: string) =>
  useChatMutation(jobId, (id: string) =>
    withFallback(call('DELETE /api/ChatBox/DeleteChatBox/{id}', { params: { id } }), FAILED),
  );

// the user has seen the thread up to its newest message; the unread counts of the job
// list and the inbox refetch
export const useMarkChatRead = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: string | undefined) =>
      withFallback(call('POST /api/ChatBox/MarkRead', { json: { jobId, lastMessageId } }), FAILED),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] });
    },
  });
};
