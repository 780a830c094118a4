import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// The programs area (part 2 §2). Issue "programs" replaces these placeholders with the real pages.

export function ProgramsPage() {
  return <AreaPlaceholder title="Manage Programs" />;
}

export function ProgramPage() {
  const { id } = useParams();
  if (id === 'new') return <AreaPlaceholder area="Manage Programs" title="New Program" />;
  return <AreaPlaceholder area="Manage Programs" title="Program" detail={`Program ${id}`} />;
}
