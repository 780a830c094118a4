import { AreaPlaceholder } from '../../../lib/area-placeholder';

export function MeProfilePage() {
  return <AreaPlaceholder area="My PD" title="My Profile" />;
}
