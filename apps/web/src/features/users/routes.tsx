import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// Manage Users and the user profile (part 2 §2). The users issue replaces these placeholders.

export function UsersPage() {
  return <AreaPlaceholder title="Manage Users" />;
}

export function UserPage() {
  const { id } = useParams();
  if (id === 'new') return <AreaPlaceholder area="Manage Users" title="New User" />;
  return <AreaPlaceholder area="Manage Users" title="User Profile" detail={`User ${id}`} />;
}
