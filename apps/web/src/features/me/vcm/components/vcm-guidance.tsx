import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TMyVcmGuidance } from '@pdp/contract';

/**
 * The institute's VCM guidance (part 1 §3 settings, Institute Settings → VCM) where the educator needs
 * it: the worked example beside the relevant-study and work-experience claims, "Can't find your
 * course?" in the start form, and the professional qualifications help link. A blank setting shows
 * nothing (docs/decisions.md "VCM guidance").
 */

export type VcmExampleKind = 'study' | 'experience';

export interface VcmExample {
  description: string | null;
  justification: string | null;
  infoUrl: string | null;
}

/** The example of one claim, or null when the institute set none of its three settings. */
export function vcmExampleOf(guidance: TMyVcmGuidance | undefined, kind: VcmExampleKind): VcmExample | null {
  if (!guidance) return null;
  const example =
    kind === 'study'
      ? {
          description: guidance.vcm_study_example_description,
          justification: guidance.vcm_study_example_justification,
          infoUrl: guidance.vcm_study_example_info_url,
        }
      : {
          description: guidance.vcm_experience_example_description,
          justification: guidance.vcm_experience_example_justification,
          infoUrl: guidance.vcm_experience_example_info_url,
        };
  return example.description || example.justification || example.infoUrl ? example : null;
}

const TITLES: Record<VcmExampleKind, string> = {
  study: 'Relevant study example',
  experience: 'Work experience example',
};

/** The claim's example: its description, an example justification and "More information". */
export function VcmExampleNote({
  guidance,
  kind,
}: {
  guidance: TMyVcmGuidance | undefined;
  kind: VcmExampleKind;
}) {
  const example = vcmExampleOf(guidance, kind);
  if (!example) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      role="note"
      aria-label={TITLES[kind]}
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <Typography variant="subtitle2" component="p">
        {TITLES[kind]}
      </Typography>
      {example.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {example.description}
        </Typography>
      )}
      {example.justification && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          <strong>Example justification:</strong> {example.justification}
        </Typography>
      )}
      {example.infoUrl && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link href={example.infoUrl} target="_blank" rel="noopener noreferrer">
            More information
          </Link>
        </Typography>
      )}
    </Alert>
  );
}

/** The start form's line for a course missing from the catalogue, when the institute names an address. */
export function CourseRequestLine({ guidance }: { guidance: TMyVcmGuidance | undefined }) {
  const email = guidance?.vcm_course_request_email;
  if (!email) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      Can’t find your course? Email <Link href={`mailto:${email}`}>{email}</Link>
    </Typography>
  );
}

/** The professional qualifications help link, labelled as the institute set it. */
export function QualificationHelpLink({ guidance }: { guidance: TMyVcmGuidance | undefined }) {
  const url = guidance?.professional_qualification_help_link_url;
  if (!url) return null;
  const label =
    guidance.professional_qualification_help_link_label || 'Help with professional qualifications';
  return (
    <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </Link>
    </Typography>
  );
}
