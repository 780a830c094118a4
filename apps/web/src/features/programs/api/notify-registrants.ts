import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/v1/programs/{id}/notifications {notification:{message}}: emails the program's registrants. */
export function useNotifyRegistrants(id: number) {
  return useMutation({
    mutationFn: async (message: string) =>
      (
        await apiSend<{ data: { recipients: number } }>(`/api/v1/programs/${id}/notifications`, {
          body: { notification: { message } },
        })
      ).data,
  });
}
