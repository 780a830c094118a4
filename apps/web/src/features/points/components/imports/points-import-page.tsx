import {
  LIMITS,
  POINT_TEXT_MAX,
  POINTS_IMPORT_COLUMNS,
  POINTS_IMPORT_TYPES,
  type POINTS_IMPORT_STATS,
} from '@pdp/contract';
import { useState, type ReactNode } from 'react';
import { EvidenceUploader, type EvidenceItem } from '../../../../components/evidence-uploader';
import { ImportScreen, type ImportUpload } from '../../../../components/import-screen';
import { useSignedInMe } from '../../../../lib/me';
import { paths } from '../../../../lib/paths';
import {
  importPoints,
  importPointsNoApproval,
  POINTS_NO_APPROVAL_TEMPLATE_URL,
  POINTS_TEMPLATE_URL,
} from '../../api/import-points';
import { usePointEntrySettings } from '../../api/options';

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

interface PointsImportPageProps {
  title: string;
  creates: string;
  templateHref: string;
  upload: ImportUpload;
  uploadExtra?: ReactNode;
  extraRules?: readonly ReactNode[];
}

function PointsImportPage(props: PointsImportPageProps) {
  const me = useSignedInMe();
  return (
    <ImportScreen
      title={props.title}
      back={{ label: 'Manage Users', to: paths.users.to() }}
      columns={Object.values(POINTS_IMPORT_COLUMNS)}
      rules={[...rules(props.creates), ...(props.extraRules ?? [])]}
      templateHref={props.templateHref}
      upload={props.upload}
      statLabels={STAT_LABELS}
      canImport={me.permissions.includes('users.manage')}
      uploadExtra={props.uploadExtra}
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
  const me = useSignedInMe();
  const settings = usePointEntrySettings(me.institute.id);
  const [evidence, setEvidence] = useState<EvidenceItem[]>([]);
  const evidenceIds = evidence.flatMap((item) => (item.kind === 'new' ? [item.fileId] : []));
  const attachmentsEnabled = settings.data?.points_file_attachment_enabled ?? false;
  return (
    <PointsImportPage
      title="Import Activities - No Approval"
      creates="a row of the user's points history, with no approval step (the user may be inactive)"
      templateHref={POINTS_NO_APPROVAL_TEMPLATE_URL}
      upload={async (file, options) => {
        const result = await importPointsNoApproval(attachmentsEnabled ? evidenceIds : [])(file, options);
        // The files now belong to the imported rows: a second import must not offer them again.
        if (!options.dryRun && result.errors.length === 0) setEvidence([]);
        return result;
      }}
      uploadExtra={
        attachmentsEnabled && (
          <EvidenceUploader
            value={evidence}
            onChange={setEvidence}
            label="Evidence"
            helperText="Optional: each file is attached to every activity in the CSV file."
          />
        )
      }
      extraRules={
        attachmentsEnabled
          ? [
              <>
                Evidence files (optional) are attached to every imported activity; upload them before Preview.
              </>,
            ]
          : []
      }
    />
  );
}
