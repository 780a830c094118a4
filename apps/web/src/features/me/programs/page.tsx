import { AreaPlaceholder } from '../../../lib/area-placeholder';

export function MeProgramsPage() {
  return <AreaPlaceholder area="My PD" title="Programs" />;
}

export function MeProgramPage() {
  return <AreaPlaceholder area="Programs" title="Program" />;
}

export function MeRegistrationsPage() {
  return <AreaPlaceholder area="Programs" title="My Registrations" />;
}
