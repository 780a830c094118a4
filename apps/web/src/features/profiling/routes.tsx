import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// Manage Profiles (part 1 §2.4). The profiling issue replaces this placeholder.

export function ProfilingPage() {
  const { educatorId } = useParams();
  return (
    <AreaPlaceholder title="Manage Profiles" detail={educatorId ? `Educator ${educatorId}` : undefined} />
  );
}
