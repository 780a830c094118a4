import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// The CSV import screens (part 2 §2). The imports and VCM issues replace these placeholders.

export { UsersImportPage } from './components/users-import-page';

export function ImportPointsPage() {
  return <AreaPlaceholder area="Manage Users" title="Import Activities" />;
}

export function ImportPointsNoApprovalPage() {
  return <AreaPlaceholder area="Manage Users" title="Import Activities - No Approval" />;
}

export function ImportRegistrationsPage() {
  const { programId } = useParams();
  return (
    <AreaPlaceholder area="Manage Programs" title="Import Registrations" detail={`Program ${programId}`} />
  );
}

export function ManageVcmCourseUnitPage() {
  return <AreaPlaceholder area="Institute Settings" title="Manage Course/Units" />;
}

export function ManageVcmProfessionalQualificationsPage() {
  return <AreaPlaceholder area="Institute Settings" title="Manage Professional Qualifications" />;
}
