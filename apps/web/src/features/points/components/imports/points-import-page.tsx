import {
  LIMITS,
  POINT_TEXT_MAX,
  POINTS_IMPORT_COLUMNS,
  POINTS_IMPORT_TYPES,
  type POINTS_IMPORT_STATS,
} from '@pdp/contract';
import { ImportScreen, type ImportUpload } from '../../../../components/import-screen';
import { useSignedInMe } from '../../../../lib/me';
import { paths } from '../../../../lib/paths';
import {
  importPoints,
  importPointsNoApproval,
  POINTS_NO_APPROVAL_TEMPLATE_URL,
  POINTS_TEMPLATE_URL,
} from '../../api/import-points';

const column = (key: keyof typeof POINTS_IMPORT_COLUMNS) => <strong>{POINTS_IMPORT_COLUMNS[key]}</strong>;

const STAT_LABELS: Record<(typeof POINTS_IMPORT_STATS)[number], string> = {
  created: 'Activities imported',
  vocational: 'Vocational Currency',
  professional: 'External Professional Currency',
  users: 'Users',
};

// Part 2 §5 "CSV imports (general)" and "No-approval activity import".
const rules = (creates: string) => [
  <>The first row holds the column headers, as in the template; other columns are ignored.</>,
  <>At most {LIMITS.importMaxRecords.toLocaleString()} records per file.</>,
  <>
    Each row is one activity: {creates}. Name the user by {column('employee_number')} or {column('email')} (or
    both, for the same user).
  </>,
  <>
    {column('points_type')} is {Object.keys(POINTS_IMPORT_TYPES).join(' or ')}. {column('activity_name')},{' '}
    {column('activity_date')} and {column('points')} are required; 0 points is valid.
  </>,
  <>
    Dates are YYYY-MM-DD or dd/mm/YYYY. {column('activity_interval')} is hours, days, weeks, months or years.
  </>,
  <>
    Text columns such as {column('notes')} take at most {POINT_TEXT_MAX.toLocaleString()} characters.{' '}
    {column('learning_journey_equivalent')} (Y/N) applies to External Professional Currency only;{' '}
    {column('unit_codes')} to Vocational Currency when the institute uses units.
  </>,
  <>
    All or nothing: if any row has a problem, nothing is imported and every issue is listed with its row
    number.
  </>,
  <>Preview first: it shows every activity the file would add, and changes nothing.</>,
];

function PointsImportPage(props: {
  title: string;
  creates: string;
  templateHref: string;
  upload: ImportUpload;
}) {
  const me = useSignedInMe();
  return (
    <ImportScreen
      title={props.title}
      back={{ label: 'Back to Manage Users', to: paths.users.to() }}
      columns={Object.values(POINTS_IMPORT_COLUMNS)}
      rules={rules(props.creates)}
      templateHref={props.templateHref}
      upload={props.upload}
      statLabels={STAT_LABELS}
      canImport={me.permissions.includes('users.manage')}
    />
  );
}

/** /import_points (part 2 §2): admins import activities as point requests waiting for approval. */
export function ImportPointsPage() {
  return (
    <PointsImportPage
      title="Import Activities"
      creates="a point request waiting for approval, for an active user"
      templateHref={POINTS_TEMPLATE_URL}
      upload={importPoints}
    />
  );
}

/** /import_points_no_approval (part 2 §2, §5): admins import activities straight into the points history. */
export function ImportPointsNoApprovalPage() {
  return (
    <PointsImportPage
      title="Import Activities - No Approval"
      creates="a row of the user's points history, with no approval step (the user may be inactive)"
      templateHref={POINTS_NO_APPROVAL_TEMPLATE_URL}
      upload={importPointsNoApproval}
    />
  );
}
