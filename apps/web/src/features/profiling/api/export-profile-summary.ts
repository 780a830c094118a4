import { useMutation } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { ApiError, call, urlOf } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/messages';

/**
 * GET /api/v1/profiles/{id}/export_summary_supervisor: emails the profile to its supervisor and
 * answers a message, shown for 4 seconds (part 1 §7, §9). A refusal (400: the educator has no
 * supervisor) shows the server's reason; other failures are reported by the client.
 */
export function exportProfileSummary(profileId: number) {
  return call(api.profiling.exportSummary, { params: { id: profileId } }, { unreportedStatuses: [400] });
}

export function useEmailProfileToSupervisor() {
  return useMutation({
    mutationFn: exportProfileSummary,
    onSuccess: ({ message }) => notify(message, { duration: 'profiling', severity: 'success' }),
    onError: (error) => {
      if (error instanceof ApiError && !error.isReported)
        notifyError(error.message, { duration: 'profiling' });
    },
  });
}

/** GET /api/v1/profiles/{id}.pdf, which the page opens in a new tab. */
export function profilePdfUrl(profileId: number): string {
  return urlOf(api.profiling.pdf, { params: { id: profileId } });
}
