import { api } from '@pdp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The Notification tab's send-now actions (part 1 §7), each the last segment of its endpoint. */
export type SendNowAction = keyof typeof api.notifications.sendNow;

/** POST /api/v1/institutes/{id}/{action}: queues the reminder; 200 with the message the toast shows. */
export async function sendReminderNow(instituteId: number, action: SendNowAction): Promise<string> {
  const response = await call(api.notifications.sendNow[action], { params: { id: instituteId } });
  return response.message;
}

export function useSendReminderNow(instituteId: number) {
  return useMutation({
    mutationFn: (action: SendNowAction) => sendReminderNow(instituteId, action),
  });
}
