import { AreaPlaceholder } from '../../../lib/area-placeholder';

export function MeVcmsPage() {
  return <AreaPlaceholder area="My PD" title="My VCM" />;
}

export function MeVcmPage() {
  return <AreaPlaceholder area="My VCM" title="VCM" />;
}
