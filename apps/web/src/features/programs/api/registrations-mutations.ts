import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ZCreateRegistrationBody, type ZUpdateRegistrationBody, api } from '@pdp/contract';
import type { z } from 'zod';
import { ApiError, call, describeApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/messages';
import { patchCachedRegistration, registrationChangeOptions } from './registrations';

export type RegistrationChanges = z.input<typeof ZUpdateRegistrationBody>['registration'];

/** A refusal in the program's 4-second toast (part 2 §8: "server messages in a 4-second toast"). */
export function toastFailure(error: unknown): void {
  if (error instanceof ApiError && error.isReported) return;
  notifyError(error instanceof ApiError ? describeApiError(error) : String(error), { duration: 'program' });
}

/**
 * How a refused registration reads in the toast: "Ada Lovelace is already registered for this
 * program" rather than "User id is already…"; other refusals ("This program is full.") as sent.
 */
export function describeRegistrationFailure(error: ApiError, fullName: string): string {
  const aboutUser = error.messages.user_id ?? [];
  if (aboutUser.length === 0) return describeApiError(error);
  return [...error.base, ...aboutUser.map((message) => `${fullName} ${message}`)].join('. ');
}

/** POST …/registrations {registration: {user_id}}: an admin's or facilitator's registration is approved. */
export function useCreateRegistration(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...registrationChangeOptions(queryClient, programId),
    mutationFn: async (user: { id: number; full_name: string }) => {
      const body: z.infer<typeof ZCreateRegistrationBody> = { registration: { user_id: user.id } };
      return call(api.programs.createRegistration, { params: { id: programId }, body });
    },
    onError: (error, user) => {
      if (error instanceof ApiError && !error.isReported) {
        notifyError(describeRegistrationFailure(error, user.full_name), { duration: 'program' });
      } else toastFailure(error);
    },
  });
}

interface UpdateVariables {
  id: number;
  changes: RegistrationChanges;
  /** Completing notifies the user unless false (part 2 §4). */
  notifyUser?: boolean;
}

/**
 * PUT …/registrations/{regId} with one flag (hurdle, learning journey, completed). The answer's row
 * (with its points) replaces the cached one; a refusal shows the server's message.
 */
export function useUpdateRegistration(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...registrationChangeOptions(queryClient, programId),
    mutationFn: ({ id, changes, notifyUser }: UpdateVariables) => {
      const body: z.input<typeof ZUpdateRegistrationBody> = {
        registration: changes,
        ...(notifyUser === undefined ? {} : { notify_user: notifyUser }),
      };
      return call(api.programs.updateRegistration, { params: { id: programId, registration_id: id }, body });
    },
    onError: toastFailure,
    // The server's row (its points, once completed), keeping attendance ticks that may still be saving.
    onSuccess: (response) => {
      if (response?.data)
        patchCachedRegistration(queryClient, programId, response.data.id, (row) => ({
          ...response.data,
          attendances: row.attendances,
        }));
    },
  });
}

/** DELETE …/registrations/{regId} (204); a completed registration is refused (400). */
export function useDeleteRegistration(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...registrationChangeOptions(queryClient, programId),
    mutationFn: (id: number) =>
      call(api.programs.deleteRegistration, { params: { id: programId, registration_id: id } }).then(
        () => undefined,
      ),
    onError: toastFailure,
  });
}
