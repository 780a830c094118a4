import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  vcmResponseErrors,
  type TMyVcmGuidance,
  type TMyVcmUnitResponse,
  type TVcmResponseMethod,
} from '@pdp/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EvidenceUploader, type EvidenceItem } from '../../../../components/evidence-uploader';
import { notify } from '../../../../lib/messages';
import {
  applyServerErrors,
  FormCheckboxField,
  FormErrorAlert,
  FormLimitsProvider,
  FormTextField,
} from '../../../../lib/forms';
import { ZMyClaimForm, useSaveMyClaim, type MyClaimForm, type MyDocumentAttribute } from '../api/my-vcms';
import { ItemStatusChip } from './status-chip';
import { VcmExampleNote } from './vcm-guidance';
import { WorkExperiences } from './work-experiences';

const METHODS: [keyof MyClaimForm, string][] = [
  ['has_current_unit', 'Current unit: I hold this unit'],
  ['has_equivalent_unit', 'Equivalent unit'],
  ['has_relevant_study', 'Relevant study'],
  ['has_work_experience', 'Work experience'],
];

const formOf = (r: TMyVcmUnitResponse): MyClaimForm => ({
  has_current_unit: r.has_current_unit,
  has_equivalent_unit: r.has_equivalent_unit,
  has_relevant_study: r.has_relevant_study,
  has_work_experience: r.has_work_experience,
  equivalent_unit_code: r.equivalent_unit_code ?? '',
  equivalent_unit_title: r.equivalent_unit_title ?? '',
  study_detail: r.study_detail ?? '',
  study_justification: r.study_justification ?? '',
  experience_justification: r.experience_justification ?? '',
});

/** The documents go with the first method claimed (the reviewer sees which claim they support). */
function methodOf(values: MyClaimForm): TVcmResponseMethod {
  if (values.has_current_unit) return 'current_unit';
  if (values.has_equivalent_unit) return 'equivalent_unit';
  if (values.has_relevant_study) return 'relevant_study';
  return 'work_experience';
}

function documentChanges(items: readonly EvidenceItem[], method: TVcmResponseMethod): MyDocumentAttribute[] {
  return items.flatMap((item): MyDocumentAttribute[] => {
    if (item.kind === 'new') return [{ file_id: item.fileId, response_method: method }];
    return item.isMarkedForDeletion ? [{ id: item.id, _destroy: true }] : [];
  });
}

function savedDocuments(r: TMyVcmUnitResponse): EvidenceItem[] {
  return r.unit_response_supporting_documents.map(({ supporting_document: d }) => ({
    kind: 'existing',
    id: d.id,
    filename: d.title || d.filename,
    size: d.size,
    mimeType: d.mime_type,
    fileUrl: d.url,
    isMarkedForDeletion: false,
  }));
}

/**
 * One unit as an expandable card: status, the approver's feedback, and (when it may change) the claim
 * form with the institute's examples beside the relevant-study and work-experience claims.
 */
export function UnitCard({
  vcmId,
  response,
  guidance,
  onDirtyChange,
}: {
  vcmId: number;
  response: TMyVcmUnitResponse;
  guidance?: TMyVcmGuidance;
  /** Whether the claim has unsaved changes (the page asks before leaving while one has). */
  onDirtyChange: (unitResponseId: number, isDirty: boolean) => void;
}) {
  const needsAttention = response.status === 'needs_attention';
  const [isOpen, setIsOpen] = useState(needsAttention);
  const summaryId = useId();
  return (
    <Accordion
      expanded={isOpen}
      onChange={(_event, expanded) => setIsOpen(expanded)}
      disableGutters
      variant="outlined"
      // A unit's claim form is built the first time it opens, then kept (with any unsaved edits): a
      // VCM of many units otherwise built every form in the page's first task.
      slotProps={{ transition: { mountOnEnter: true } }}
      sx={needsAttention ? { borderColor: 'warning.main', borderWidth: 2 } : undefined}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, pr: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{response.unit.code}</Typography>
          <Typography color="text.secondary">{response.unit.title}</Typography>
          <ItemStatusChip status={response.status} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {response.approver_feedback && response.status === 'needs_attention' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <strong>Feedback from your approver:</strong> {response.approver_feedback}
          </Alert>
        )}
        {response.can_edit ? (
          <ClaimForm vcmId={vcmId} response={response} guidance={guidance} onDirtyChange={onDirtyChange} />
        ) : (
          <ClaimSummary response={response} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function ClaimSummary({ response: r }: { response: TMyVcmUnitResponse }) {
  const claims = METHODS.filter(([key]) => r[key as keyof TMyVcmUnitResponse]).map(([, label]) => label);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{claims.length ? claims.join(' · ') : 'Not answered yet'}</Typography>
      {r.equivalent_unit_code && (
        <Typography variant="body2">
          Equivalent unit: {r.equivalent_unit_code} {r.equivalent_unit_title}
        </Typography>
      )}
      {r.study_detail && <Typography variant="body2">Study: {r.study_detail}</Typography>}
      {r.work_experiences.map((w) => (
        <Typography key={w.id} variant="body2">
          {w.job_role}, {w.employer_name} ({w.year_from}–{w.year_to ?? 'now'})
        </Typography>
      ))}
    </Stack>
  );
}

function ClaimForm({
  vcmId,
  response,
  guidance,
  onDirtyChange,
}: {
  vcmId: number;
  response: TMyVcmUnitResponse;
  guidance: TMyVcmGuidance | undefined;
  onDirtyChange: (unitResponseId: number, isDirty: boolean) => void;
}) {
  const save = useSaveMyClaim(vcmId, response.unit.id);
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<MyClaimForm>({
    defaultValues: formOf(response),
  });
  const values = useWatch({ control });
  const [documents, setDocuments] = useState<EvidenceItem[]>(() => savedDocuments(response));
  const [hasDocumentChanges, setHasDocumentChanges] = useState(false);
  const isDirty = formState.isDirty || hasDocumentChanges;
  useEffect(() => {
    onDirtyChange(response.id, isDirty);
    return () => onDirtyChange(response.id, false);
  }, [onDirtyChange, response.id, isDirty]);
  const [isUploading, setIsUploading] = useState(false);
  const [formError, setFormError] = useState('');

  const onSave = handleSubmit(async (form) => {
    setFormError('');
    clearErrors();
    const local = vcmResponseErrors({
      has_current_unit: Boolean(form.has_current_unit),
      has_equivalent_unit: Boolean(form.has_equivalent_unit),
      has_relevant_study: Boolean(form.has_relevant_study),
      has_work_experience: Boolean(form.has_work_experience),
      equivalent_unit_code: form.equivalent_unit_code ?? null,
      equivalent_unit_title: form.equivalent_unit_title ?? null,
      study_detail: form.study_detail ?? null,
      study_justification: form.study_justification ?? null,
      experience_justification: form.experience_justification ?? null,
      work_experience_count: response.work_experiences.length,
    });
    const { work_experiences: experienceError, ...fieldErrors } = local;
    for (const [field, [message]] of Object.entries(fieldErrors)) {
      setError(field as keyof MyClaimForm, { type: 'rule', message });
    }
    if (experienceError) setFormError('Add at least one work experience below.');
    if (Object.keys(local).length) return;
    try {
      const saved = await save.mutateAsync({
        ...form,
        supporting_documents_attributes: documentChanges(documents, methodOf(form)),
      });
      setDocuments(savedDocuments(saved));
      setHasDocumentChanges(false);
      reset(formOf(saved));
      notify(`Unit ${response.unit.code} saved`, { severity: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fieldNames: Object.keys(formOf(response)) }));
    }
  });

  return (
    <FormLimitsProvider schema={ZMyClaimForm}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSave(event)}
        aria-label={`Claim for ${response.unit.code}`}
      >
        <Typography variant="subtitle2" component="p">
          How is this unit current for you?
        </Typography>
        {METHODS.map(([name, label]) => (
          <FormCheckboxField key={name} control={control} name={name} label={label} />
        ))}
        <Stack spacing={2} sx={{ mt: 1 }}>
          {values.has_equivalent_unit && (
            <>
              <FormTextField control={control} name="equivalent_unit_code" label="Equivalent unit code" />
              <FormTextField control={control} name="equivalent_unit_title" label="Equivalent unit title" />
            </>
          )}
          {values.has_relevant_study && (
            <>
              <VcmExampleNote guidance={guidance} kind="study" />
              <FormTextField
                control={control}
                name="study_detail"
                label="Study detail"
                multiline
                minRows={2}
              />
              <FormTextField
                control={control}
                name="study_justification"
                label="Study justification"
                multiline
                minRows={2}
              />
            </>
          )}
          {values.has_work_experience && (
            <>
              <VcmExampleNote guidance={guidance} kind="experience" />
              <FormTextField
                control={control}
                name="experience_justification"
                label="Work experience justification"
                multiline
                minRows={2}
              />
              <WorkExperiences
                vcmId={vcmId}
                unitId={response.unit.id}
                experiences={response.work_experiences}
              />
            </>
          )}
          <EvidenceUploader
            label="Supporting documents"
            value={documents}
            onChange={(next) => {
              setDocuments(next);
              setHasDocumentChanges(true);
            }}
            onUploadingChange={setIsUploading}
          />
          <FormErrorAlert message={formError} />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending || isUploading}>
              Save {response.unit.code}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormLimitsProvider>
  );
}
