import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import {
  VCM_CODE_MAX,
  VCM_TEXT_MAX,
  VCM_TITLE_MAX,
  canEditVcmResponse,
  vcmResponseErrors,
  type TVcm,
  type TVcmUnitResponse,
  type TVcmWorkExperience,
} from '@pdp/contract';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useVcmDialogAction } from './use-vcm-dialog-action';
import { WorkExperiences } from './work-experiences';
import { FormDialog } from '../../../../components/form-dialog';

type TextField_ =
  | 'equivalent_unit_code'
  | 'equivalent_unit_title'
  | 'study_detail'
  | 'study_justification'
  | 'experience_justification';
type Flag = 'has_equivalent_unit' | 'has_relevant_study' | 'has_work_experience';

interface Values extends Record<TextField_, string>, Record<Flag, boolean> {}

const valuesOf = (row: TVcmUnitResponse): Values => ({
  has_equivalent_unit: row.has_equivalent_unit,
  has_relevant_study: row.has_relevant_study,
  has_work_experience: row.has_work_experience,
  equivalent_unit_code: row.equivalent_unit_code ?? '',
  equivalent_unit_title: row.equivalent_unit_title ?? '',
  study_detail: row.study_detail ?? '',
  study_justification: row.study_justification ?? '',
  experience_justification: row.experience_justification ?? '',
});

const MAX: Record<TextField_, number> = {
  equivalent_unit_code: VCM_CODE_MAX,
  equivalent_unit_title: VCM_TITLE_MAX,
  study_detail: VCM_TEXT_MAX,
  study_justification: VCM_TEXT_MAX,
  experience_justification: VCM_TEXT_MAX,
};
const LABELS: Record<TextField_, string> = {
  equivalent_unit_code: 'Equivalent unit code',
  equivalent_unit_title: 'Equivalent unit title',
  study_detail: 'Study detail',
  study_justification: 'Study justification',
  experience_justification: 'Experience justification',
};

/**
 * Edit response (part 2 §5): the reviewer corrects a unit response while the VCM is in review; a
 * current-unit response has no save. Missing fields say "Required" before anything is sent.
 */
export function EditResponseDialog({
  vcm,
  row,
  onClose,
}: {
  vcm: TVcm;
  row: TVcmUnitResponse | null;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<TVcmUnitResponse | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [experiences, setExperiences] = useState<TVcmWorkExperience[]>([]);
  const action = useVcmDialogAction(vcm.id, onClose);
  if (row && row.id !== shown?.id) {
    setShown(row);
    setValues(valuesOf(row));
    setErrors({});
    setExperiences(row.work_experiences);
    action.clearError();
  }
  // Kept while the dialog fades out.
  const current = row ?? shown;
  const canSave = current ? canEditVcmResponse(vcm.status, current.has_current_unit) : false;

  const save = async () => {
    if (!current || !values) return;
    const found = vcmResponseErrors({
      ...values,
      has_current_unit: current.has_current_unit,
      work_experience_count: experiences.length,
    });
    const first = Object.fromEntries(Object.entries(found).map(([field, list]) => [field, list[0] ?? '']));
    setErrors(first);
    if (Object.keys(first).length > 0) return;
    await action.run({ kind: 'update_response', unitId: current.unit.id, fields: values }, (error) => {
      if (error instanceof ApiError) setErrors(error.firstMessages());
    });
  };

  const text = (field: TextField_, multiline = false) =>
    values && (
      <TextField
        label={LABELS[field]}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        disabled={!canSave}
        error={Boolean(errors[field])}
        helperText={errors[field]}
        slotProps={{ htmlInput: { maxLength: MAX[field] } }}
      />
    );
  const flag = (field: Flag, label: string) =>
    values && (
      <FormControlLabel
        control={
          <Checkbox
            checked={values[field]}
            disabled={!canSave}
            onChange={(event) => setValues({ ...values, [field]: event.target.checked })}
          />
        }
        label={label}
      />
    );

  return (
    <FormDialog
      isOpen={row !== null}
      title={`Edit response${current ? ` – ${current.unit.code}` : ''}`}
      onClose={onClose}
      onSubmit={canSave ? () => void save() : undefined}
      submitLabel="Save"
      isSubmitting={action.isPending}
      error={action.error}
      maxWidth="md"
    >
      {current && values && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {current.unit.code} {current.unit.title}
            {current.has_current_unit &&
              ' · The educator holds this unit as a current unit, so there is nothing to edit.'}
            {!current.has_current_unit &&
              !canSave &&
              ' · Responses can be edited only while the VCM is in review.'}
          </DialogContentText>
          <Box>
            {flag('has_equivalent_unit', 'Equivalent unit')}
            {flag('has_relevant_study', 'Relevant study')}
            {flag('has_work_experience', 'Work experience')}
          </Box>
          {values.has_equivalent_unit && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              {text('equivalent_unit_code')}
              {text('equivalent_unit_title')}
            </Box>
          )}
          {values.has_relevant_study && (
            <>
              {text('study_detail', true)}
              {text('study_justification', true)}
            </>
          )}
          {values.has_work_experience && (
            <>
              {text('experience_justification', true)}
              <WorkExperiences
                vcmId={vcm.id}
                unitId={current.unit.id}
                experiences={experiences}
                onChange={setExperiences}
                isEditable={canSave}
              />
              {errors.work_experiences && (
                <FormHelperText error>Work experience: {errors.work_experiences}</FormHelperText>
              )}
            </>
          )}
        </Box>
      )}
    </FormDialog>
  );
}
