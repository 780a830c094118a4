import { AreaPlaceholder } from '../../../lib/area-placeholder';

export function MePointRequestsPage() {
  return <AreaPlaceholder area="My PD" title="My Point Requests" />;
}

export function MePointRequestPage() {
  return <AreaPlaceholder area="My Point Requests" title="Point Request" />;
}
