import { AreaPlaceholder } from '../../lib/area-placeholder';

// Points and passports: the two activity imports under Manage Users. The points issue replaces
// these placeholders.

export function ImportPointsPage() {
  return <AreaPlaceholder area="Manage Users" title="Import Activities" />;
}

export function ImportPointsNoApprovalPage() {
  return <AreaPlaceholder area="Manage Users" title="Import Activities - No Approval" />;
}
