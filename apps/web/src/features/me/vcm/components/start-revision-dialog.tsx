import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MY_VCM_MESSAGES } from '@pdp/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, describeApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/messages';
import { paths } from '../../../../lib/paths';
import { useMyVcmCatalogue, useStartMyVcm } from '../api/my-vcms';
import { CourseRequestLine } from './vcm-guidance';

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/**
 * Start a new revision for the year: the courses taught and the qualifications held. The server
 * carries the last approved answers forward; with no course chosen, the last approved revision's
 * courses are used.
 */
export function StartRevisionDialog({ year, onClose }: { year: number; onClose: () => void }) {
  const catalogue = useMyVcmCatalogue(true);
  const start = useStartMyVcm();
  const navigate = useNavigate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [courseIds, setCourseIds] = useState<number[]>([]);
  const [qualificationIds, setQualificationIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const { id } = await start.mutateAsync({
        ...(courseIds.length ? { course_ids: courseIds } : {}),
        professional_qualification_ids: qualificationIds,
      });
      notify(MY_VCM_MESSAGES.started, { severity: 'success' });
      await navigate(paths.meVcm.to(id));
    } catch (caught) {
      setError(
        caught instanceof ApiError ? describeApiError(caught) : 'Something went wrong, please try again',
      );
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      aria-labelledby="start-vcm-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="start-vcm-title">Start {year} VCM</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your answers approved last time are carried forward. Choose the courses you teach this year and the
          professional qualifications you hold.
        </Typography>
        {catalogue.isPending && <Skeleton variant="rounded" height={120} />}
        {catalogue.data && (
          <>
            <FormLabel component="legend">Courses</FormLabel>
            <FormGroup sx={{ mb: 2 }}>
              {catalogue.data.courses.length === 0 && (
                <Typography color="text.secondary">No courses are published for {year} yet.</Typography>
              )}
              {catalogue.data.courses.map((course) => (
                <FormControlLabel
                  key={course.id}
                  control={
                    <Checkbox
                      checked={courseIds.includes(course.id)}
                      onChange={() => setCourseIds((ids) => toggle(ids, course.id))}
                    />
                  }
                  label={`${course.code} ${course.title} (${course.unit_count} units)`}
                />
              ))}
            </FormGroup>
            <CourseRequestLine guidance={catalogue.data.guidance} />
            <FormLabel component="legend">Professional qualifications</FormLabel>
            <FormGroup>
              {catalogue.data.professional_qualifications.map((q) => (
                <FormControlLabel
                  key={q.id}
                  control={
                    <Checkbox
                      checked={qualificationIds.includes(q.id)}
                      onChange={() => setQualificationIds((ids) => toggle(ids, q.id))}
                    />
                  }
                  label={`${q.code} ${q.title}`}
                />
              ))}
            </FormGroup>
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={start.isPending}>
          Start
        </Button>
      </DialogActions>
    </Dialog>
  );
}
