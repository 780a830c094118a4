import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type ZMarkAttendanceBody, api } from '@pdp/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { patchCachedRegistration, registrationChangeOptions } from './registrations';
import { toastFailure } from './registrations-mutations';

export type MarkAttendance = z.infer<typeof ZMarkAttendanceBody>['attendance'];

/**
 * POST /api/v1/attendances/mark: present or absent at one workshop. A refusal (a completed
 * registration) shows the server's message; the list is read again once no change is pending.
 */
export const markAttendanceOptions = (queryClient: QueryClient, programId: number) =>
  mutationOptions({
    ...registrationChangeOptions(queryClient, programId),
    mutationFn: (attendance: MarkAttendance) => {
      const body: z.infer<typeof ZMarkAttendanceBody> = { attendance };
      return call(api.programs.markAttendance, { body });
    },
    onError: toastFailure,
    // Saved: the cached row holds it, so the tick stays once the tab stops showing it as pending.
    onSuccess: (_answer, { registration_id, workshop_id, present }) =>
      patchCachedRegistration(queryClient, programId, registration_id, (row) => ({
        ...row,
        attendances: [
          ...row.attendances.filter((a) => a.workshop_id !== workshop_id),
          { workshop_id, present },
        ],
      })),
  });

export function useMarkAttendance(programId: number) {
  return useMutation(markAttendanceOptions(useQueryClient(), programId));
}
