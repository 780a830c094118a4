import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// Registrations submitted for approval, and a program's registrations import. The registrations
// issue replaces these placeholders.

export function RegistrationsPage() {
  return <AreaPlaceholder title="Registrations" detail="Registrations submitted for approval" />;
}

export function ImportRegistrationsPage() {
  const { programId } = useParams();
  return (
    <AreaPlaceholder area="Manage Programs" title="Import Registrations" detail={`Program ${programId}`} />
  );
}
