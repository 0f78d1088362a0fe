import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateUserInput, ListUsersInput, UpdateUserInput } from '@/lib/users/schemas';
import type { getUserById, listUsers } from '@/lib/server/users/queries';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type UserPage = ApiResult<typeof listUsers>;
export type User = ApiResult<typeof getUserById>;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: Partial<ListUsersInput>) => [...userKeys.lists(), params] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

// pageNumber, pageSize (100), search, sortBy, sortOrder, role, status
export const usersQuery = (params: Partial<ListUsersInput>) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () =>
      withFallback(
        call('POST /api/user/users', { json: { pageNumber: 1, pageSize: 100, ...params } }),
        'An unexpected error occurred',
      ),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => withFallback(call('GET /api/user/getUserById', { query: { id } }), 'Failed to fetch user by ID'),
  });

/** After any user write the lists refetch (SPEC §4), and the edited user's detail too. */
function useUserMutation<I, O extends { id: string }>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(result.id) });
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) =>
    withFallback(call('POST /api/user/createUser', { json: input }), 'An unexpected error occurred'),
  );

export const useUpdateUser = () =>
  useUserMutation((input: UpdateUserInput) =>
    withFallback(call('PUT /api/user/updateUser', { json: input }), 'An unexpected error occurred'),
  );

// id, role
export const useDeleteUser = () =>
  useUserMutation((input: { id: string; role?: User['role'] }) =>
    withFallback(call('POST /api/user/deleteUser', { json: input }), 'An unexpected error occurred'),
  );
