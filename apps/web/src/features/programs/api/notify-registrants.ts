import { api } from '@pdp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/v1/programs/{id}/notifications {notification:{message}}: emails the program's registrants. */
export function useNotifyRegistrants(id: number) {
  return useMutation({
    mutationFn: async (message: string) =>
      (
        await call(api.programs.notify.notifications, {
          params: { id },
          body: { notification: { message } },
        })
      ).data,
  });
}
