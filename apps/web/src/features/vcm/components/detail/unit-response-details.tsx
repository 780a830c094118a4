import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TVcmUnitResponse } from '@pdp/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/dates';

/** The currency methods a response claims, in words (part 2 §3). */
export function claimedMethods(row: TVcmUnitResponse): string[] {
  return [
    row.has_current_unit && 'Current unit',
    row.has_equivalent_unit && 'Equivalent unit',
    row.has_relevant_study && 'Relevant study',
    row.has_work_experience && 'Work experience',
  ].filter((method): method is string => Boolean(method));
}

const CURRENCY_LABELS: Record<string, string> = { current: 'Current', outdated: 'Outdated' };

// No approval of the unit in any revision yet: say where it stands rather than "Missing".
const NEVER_APPROVED_LABELS: Record<string, string> = {
  unsubmitted: 'Not yet submitted',
  saved: 'Not yet submitted',
  in_review: 'Not yet reviewed',
  needs_attention: 'Not yet approved',
};

/** A unit's currency in words (part 2 §3): current, outdated, or why it has no approval yet. */
export function currencyLabel(row: Pick<TVcmUnitResponse, 'status' | 'currency'>): string {
  if (row.currency.status === 'missing') return NEVER_APPROVED_LABELS[row.status] ?? 'No approval on record';
  return CURRENCY_LABELS[row.currency.status] ?? row.currency.status;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What the educator wrote for one unit: the reviewer reads this before deciding. */
export function UnitResponseDetails({ row }: { row: TVcmUnitResponse }) {
  const documents = row.unit_response_supporting_documents;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, py: 1 }}>
      {row.has_equivalent_unit && (
        <Detail label="Equivalent unit">
          {[row.equivalent_unit_code, row.equivalent_unit_title].filter(Boolean).join(' – ') || '—'}
        </Detail>
      )}
      {row.has_relevant_study && (
        <>
          <Detail label="Study detail">{row.study_detail || '—'}</Detail>
          <Detail label="Study justification">{row.study_justification || '—'}</Detail>
        </>
      )}
      {row.has_work_experience && (
        <>
          <Detail label="Experience justification">{row.experience_justification || '—'}</Detail>
          <Detail label="Work experience">
            {row.work_experiences.length === 0
              ? '—'
              : row.work_experiences.map((experience) => (
                  <div key={experience.id}>
                    {experience.job_role}, {experience.employer_name} ({experience.year_from}–
                    {experience.year_to ?? 'now'})
                  </div>
                ))}
          </Detail>
        </>
      )}
      <Detail label="Supporting documents">
        {documents.length === 0
          ? 'None'
          : documents.map(({ id, supporting_document: document }) => (
              <Link key={id} href={document.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                {document.title || document.filename}
              </Link>
            ))}
      </Detail>
      <Detail label="Currency">
        {currencyLabel(row)}
        {row.currency.updated_at && ` (since ${formatDate(row.currency.updated_at)})`}
      </Detail>
      {row.approved_at && (
        <Detail label="Approved">
          {formatDate(row.approved_at)}
          {row.last_approver_user && ` by ${row.last_approver_user.full_name}`}
        </Detail>
      )}
    </Box>
  );
}
