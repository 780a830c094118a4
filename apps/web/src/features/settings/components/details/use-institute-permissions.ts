// The signed-in user comes from the shell's `me` query; the contract's permission table decides
// (house rule 4), so the form hides exactly what the server would refuse with a 403.
import { useSignedInMe } from '../../../../lib/me';

export function useInstitutePermissions() {
  const { permissions } = useSignedInMe();
  return {
    canEditFromEmail: permissions.includes('institutes.edit_from_email'),
    canEnableVcm: permissions.includes('institutes.enable_vcm'),
    /** Super admins change who can sign in through SSO without typing their password again. */
    canChangeSsoSignInFreely: permissions.includes('institutes.assign_sso'),
  };
}
