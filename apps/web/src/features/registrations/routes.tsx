import { AreaPlaceholder } from '../../lib/area-placeholder';

// Registrations submitted for approval (part 2 §2). The registrations issue replaces this placeholder.

export function RegistrationsPage() {
  return <AreaPlaceholder title="Registrations" detail="Registrations submitted for approval" />;
}
