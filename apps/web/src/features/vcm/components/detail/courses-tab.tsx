import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { counted, type TVcm, type TVcmUnitResponse } from '@pdp/contract';
import { useDeferredValue, useMemo } from 'react';
import type { To } from 'react-router';
import { vcmCoursesQueryOptions, vcmUnitResponsesQueryOptions } from '../../api/get-vcm';
import {
  ALL_UNIT_STATUSES,
  SINGLE_UNIT_TAB,
  UNIT_STATUS_OPTIONS,
  courseIdFilter,
  extendedStatusFilter,
  unitCountsText,
  unitTotal,
} from './courses-view';
import type { UnitToDecide } from './missing-units-dialog';
import type { FeedbackTarget } from './review-dialogs';
import { UnitsTable } from './units-table';
import { LinkTabs } from '../../../../components/link-tabs';

interface CoursesTabProps {
  vcm: TVcm;
  courseTab: string;
  /** Where a course's tab goes (this page, showing that course). */
  linkToCourse: (tab: string) => To;
  unitStatus: string;
  onUnitStatus: (status: string) => void;
  onNeedsAttention: (target: FeedbackTarget) => void;
  onEdit: (row: TVcmUnitResponse) => void;
  onUnitsAdded: (units: UnitToDecide[]) => void;
}

const NO_COURSES: never[] = [];
const tabId = (value: string) => `vcm-course-tab-${value}`;

/**
 * The Courses tab (part 2 §2): a tab per course and a last Single Unit tab, the selected course's
 * unit counts, a status filter (opening where the course has units), its units and, below, its
 * removed units.
 */
export function CoursesTab(props: CoursesTabProps) {
  const { vcm, courseTab, linkToCourse, unitStatus, onUnitStatus } = props;
  const courses = useQuery(vcmCoursesQueryOptions(vcm.id)).data ?? NO_COURSES;
  const course = courses.find((candidate) => String(candidate.id) === courseTab);
  const courseId = courseIdFilter(courseTab);
  const units = useQuery(
    vcmUnitResponsesQueryOptions(vcm.id, {
      course_id: courseId,
      extended_status: extendedStatusFilter(unitStatus),
    }),
  );
  const removed = useQuery(vcmUnitResponsesQueryOptions(vcm.id, { course_id: courseId, removed: true }));
  // A course's units table is the tab's largest render: deferred (null first), it renders as a
  // transition, in slices, rather than in the task the rows arrive in (docs/performance.md).
  const shownUnits = useDeferredValue(units.data ?? null, null);
  const courseTabs = useMemo(
    () =>
      [
        ...courses.map((candidate) => ({
          key: String(candidate.id),
          label: `${candidate.code} (${unitTotal(candidate.unit_counts)})`,
        })),
        { key: SINGLE_UNIT_TAB, label: 'Single Unit' },
      ].map((tab) => ({
        ...tab,
        to: linkToCourse(tab.key),
        id: tabId(tab.key),
        controls: 'vcm-course-panel',
      })),
    [courses, linkToCourse],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <LinkTabs tabs={courseTabs} selected={courseTab} aria-label="Courses" replace />
      </Box>
      <Box
        role="tabpanel"
        id="vcm-course-panel"
        aria-labelledby={tabId(courseTab)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2">{course ? `${course.code} ${course.title}` : 'Single Unit'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {course ? unitCountsText(course.unit_counts) : 'Units the educator holds outside any course.'}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label="Unit status"
            value={unitStatus}
            onChange={(event) => onUnitStatus(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {UNIT_STATUS_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {course && course.units_added_after_creation.length > 0 && (
          <Alert
            severity="warning"
            variant="outlined"
            action={
              vcm.can.missing_units_check && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    props.onUnitsAdded(
                      course.units_added_after_creation.map((unit) => ({
                        code: unit.code,
                        title: unit.title,
                        courseCodes: [course.code],
                      })),
                    )
                  }
                >
                  Decide
                </Button>
              )
            }
          >
            {counted(course.units_added_after_creation.length, 'unit was', 'units were')} added to{' '}
            {course.code} after this VCM was created.
          </Alert>
        )}
        {units.isPending || (units.data && !shownUnits) ? (
          <Typography color="text.secondary">Loading units…</Typography>
        ) : (shownUnits ?? []).length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1, justifyItems: 'center' }}>
            <Typography>
              {unitStatus === ALL_UNIT_STATUSES ? 'No units in this course.' : 'No units match this status.'}
            </Typography>
            {unitStatus !== ALL_UNIT_STATUSES && (
              <Button onClick={() => onUnitStatus(ALL_UNIT_STATUSES)}>Show all units</Button>
            )}
          </Paper>
        ) : (
          <UnitsTable
            vcm={vcm}
            rows={shownUnits ?? []}
            label="Units"
            onNeedsAttention={props.onNeedsAttention}
            onEdit={props.onEdit}
          />
        )}
        {(removed.data ?? []).length > 0 && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h3">Removed units</Typography>
            <UnitsTable vcm={vcm} rows={removed.data ?? []} label="Removed units" isRemovedList />
          </Box>
        )}
      </Box>
    </Box>
  );
}
