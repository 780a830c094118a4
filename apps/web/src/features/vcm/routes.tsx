import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// The VCM list, detail and history (part 2 §2). The VCM issue replaces these placeholders.

export function VcmsPage() {
  return <AreaPlaceholder title="Manage VCMs" />;
}

export function VcmPage() {
  const { id } = useParams();
  return <AreaPlaceholder area="Manage VCMs" title="VCM" detail={`VCM ${id}`} />;
}

export function VcmHistoryPage() {
  const { id } = useParams();
  return <AreaPlaceholder area="Manage VCMs" title="VCM History" detail={`VCM ${id}`} />;
}

// The course/unit and professional qualification catalogues, reached from Institute Settings.

export function ManageVcmCourseUnitPage() {
  return <AreaPlaceholder area="Institute Settings" title="Manage Course/Units" />;
}

export function ManageVcmProfessionalQualificationsPage() {
  return <AreaPlaceholder area="Institute Settings" title="Manage Professional Qualifications" />;
}
