import Link from '@mui/material/Link';
import { LIMITS, USER_IMPORT_COLUMNS, userImportColumns, type USER_IMPORT_STATS } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths';
import { ImportScreen } from '../../../../components/import-screen';
import { useSignedInMe } from '../../../../lib/me';
import { USERS_TEMPLATE_URL, importUsers } from '../../api/import-users';

const column = (key: keyof typeof USER_IMPORT_COLUMNS) => <strong>{USER_IMPORT_COLUMNS[key]}</strong>;

const STAT_LABELS: Record<(typeof USER_IMPORT_STATS)[number], string> = {
  created: 'Created',
  updated: 'Updated',
  existing: 'Existing (unchanged)',
  deleted: 'Deactivated',
};

/** A link to the institute settings section that lists a column's valid values. */
const settingsLink = (instituteId: number, section: string, text: string) => (
  <Link component={RouterLink} to={paths.instituteSection.to(instituteId, section)}>
    {text}
  </Link>
);

// Part 2 §5 "CSV imports (general)" and "User import".
const rulesFor = (instituteId: number) => [
  <>The first row holds the column headers, as in the template; other columns are ignored.</>,
  <>At most {LIMITS.importMaxRecords.toLocaleString()} records per file.</>,
  <>
    Every row needs {column('unique_identifier')}, {column('given_name')}, {column('family_name')} and{' '}
    {column('email')}.
  </>,
  <>
    New users also need {column('department_code')} (a department&apos;s code, listed under{' '}
    {settingsLink(instituteId, 'divisions', 'Divisions')}), {column('employment_type')} (an employment
    type&apos;s name, listed under {settingsLink(instituteId, 'employment_types', 'Employment Types')}),{' '}
    {column('is_educator')} and {column('is_supervisor')}; educators and guests also need a{' '}
    {column('supervisor_unique_identifier')}: the supervisor&apos;s employee number or email.
  </>,
  <>Supervisors must come before the educators they supervise.</>,
  <>A row with an existing Employee Number updates that user; their supervisor and roles stay unchanged.</>,
  <>{column('deactivate')} Y deactivates the user.</>,
  <>Y/N columns take Y or N; a blank means N.</>,
  <>
    All or nothing: if any row has a problem, no user is changed and every issue is listed with its row
    number.
  </>,
  <>
    Preview first: it shows, row by row, which users would be created, updated or deactivated, and changes
    nothing. Import then runs the same file.
  </>,
];

/** /users_import (part 2 §2): admins create, update and deactivate users from a CSV file. */
export function UsersImportPage() {
  const me = useSignedInMe();
  return (
    <ImportScreen
      title="Import Users"
      back={{ label: 'Manage Users', to: paths.users.to() }}
      // As the template heads them: the custom fields under the institute's names for them.
      columns={Object.values(userImportColumns(me.institute))}
      rules={rulesFor(me.institute.id)}
      templateHref={USERS_TEMPLATE_URL}
      upload={importUsers}
      statLabels={STAT_LABELS}
      canImport={me.permissions.includes('users.manage')}
    />
  );
}
