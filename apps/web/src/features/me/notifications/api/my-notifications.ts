// The educator app's inbox (issue 21): GET my/notifications, its unread count, POST my/notifications/read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../../lib/api-client';

const key = ['me', 'notifications'] as const;

export const myNotificationsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...key, 'list', page, perPage],
    queryFn: ({ signal }) =>
      call(api.notifications.myList, { query: { page, per_page: perPage } }, { signal }),
  });

export function useMyNotifications(page: number, perPage: number) {
  return useQuery(myNotificationsQueryOptions(page, perPage));
}

/** The badge's count: asked on mount, on focus and every two minutes. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [...key, 'unread'],
    queryFn: async ({ signal }) =>
      (await call(api.notifications.myUnreadCount, undefined, { signal })).data.unread_count,
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
  });
}

/** Marks everything read; the list keeps its bold rows until it is next fetched. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.notifications.myRead),
    onSuccess: () => queryClient.setQueryData([...key, 'unread'], 0),
  });
}
