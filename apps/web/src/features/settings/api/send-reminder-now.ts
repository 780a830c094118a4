import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** The Notification tab's send-now actions (part 1 §7), each the last segment of its endpoint. */
export type SendNowAction =
  | 'profiling_reminder'
  | 'supervisor_program_registration_notification'
  | 'supervisor_profiles_waiting_notification'
  | `vcm_${'missing' | 'not_submitted' | 'expired' | 'approver'}_reminder_send_now`;

/** POST /api/v1/institutes/{id}/{action}: queues the reminder; 200 with the message the toast shows. */
export async function sendReminderNow(instituteId: number, action: SendNowAction): Promise<string> {
  const response = await apiSend<{ message: string }>(`/api/v1/institutes/${instituteId}/${action}`, {
    method: 'POST',
    body: {},
  });
  return response.message;
}

export function useSendReminderNow(instituteId: number) {
  return useMutation({
    mutationFn: (action: SendNowAction) => sendReminderNow(instituteId, action),
  });
}
