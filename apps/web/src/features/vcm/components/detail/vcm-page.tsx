import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { VCM_MESSAGES, type TVcm, type TVcmUnitResponse } from '@pdp/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LinkTabs } from '../../../../components/link-tabs';
import { RecordUnavailable } from '../../../../components/record-unavailable';
import { recordProblemOf, type RecordProblem } from '../../../../lib/record-problem';
import { useFocusReturn } from '../../../../lib/focus-after';
import { paths } from '../../../../lib/paths';
import { searchWith } from '../../../../lib/search-params';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { vcmCoursesQueryOptions, useVcm } from '../../api/get-vcm';
import { CoursesTab } from './courses-tab';
import {
  COURSES_TAB,
  PROFESSIONAL_QUALIFICATIONS_TAB,
  readCourseTab,
  readUnitStatus,
  readVcmTab,
  type VcmTab,
} from './courses-view';
import { EditResponseDialog } from './edit-response-dialog';
import { AllUnitsPresentDialog, MissingUnitsDialog, type UnitToDecide } from './missing-units-dialog';
import { QualificationsTab } from './qualifications-tab';
import {
  ApproveVcmDialog,
  DelegateApproverDialog,
  NeedsAttentionDialog,
  ReturnVcmDialog,
  UpdateStatusDialog,
  type FeedbackTarget,
} from './review-dialogs';
import { useReviewFlow } from './use-review-flow';
import { VcmHeader } from './vcm-header';

/** /vcm/{id} (part 2 "VCM detail"): the header, then Professional Qualifications and Courses. */
export function VcmPage() {
  const { id = '' } = useParams();
  const query = useVcm(id);
  // The review (header, tabs, a course's units) is the page's largest render. A query's answer renders
  // at once and in one piece; deferred (null first, even when cached) it renders as a transition, in
  // slices the browser can interleave with painting (docs/performance.md).
  const shown = useDeferredValue(query.data ?? null, null);
  useDocumentTitle(query.data ? `VCM - ${query.data.owner_user.full_name}` : 'VCM');
  if (query.isPending || (query.data && !shown)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the VCM" />
      </Box>
    );
  }
  if (query.isError) {
    const problem = recordProblemOf(query.error);
    if (problem) return <VcmUnavailable problem={problem} />;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box component="h1" sx={{ typography: 'h1', m: 0 }}>
          VCM
        </Box>
        <Alert severity="error">{VCM_MESSAGES.somethingWrong}</Alert>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => void query.refetch()}>Try again</Button>
          <Button component={RouterLink} to={paths.vcms.to()}>
            Back to Manage VCMs
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <VcmReview vcm={shown ?? query.data} />;
}

/** A VCM that is not there, or not the user's to see: the same panel as every detail page. */
export function VcmUnavailable({ problem }: { problem: RecordProblem }) {
  return (
    <RecordUnavailable
      problem={problem}
      title="VCM"
      noun="this VCM"
      back={{ to: paths.vcms.to(), label: 'Back to Manage VCMs' }}
    />
  );
}

function VcmReview({ vcm }: { vcm: TVcm }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const flow = useReviewFlow(vcm);
  const [feedbackTarget, setFeedbackTarget] = useState<FeedbackTarget | null>(null);
  // A unit marked needs attention leaves a list filtered to In Review: focus goes to the next row,
  // or to the panel's heading once the list is empty.
  const focusReturn = useFocusReturn({ fallback: focusablePanelHeading });
  const askFeedback = (target: FeedbackTarget) => {
    focusReturn.remember();
    setFeedbackTarget(target);
  };
  const [editing, setEditing] = useState<TVcmUnitResponse | null>(null);
  const [unitsAdded, setUnitsAdded] = useState<UnitToDecide[] | null>(null);
  const courses = useQuery(vcmCoursesQueryOptions(vcm.id)).data ?? [];

  const tab = readVcmTab(searchParams.get('tab'));
  const courseTab = readCourseTab(
    searchParams.get('course'),
    courses.map((course) => course.id),
  );
  const unitStatus = readUnitStatus(
    searchParams.get('status'),
    courses.find((course) => String(course.id) === courseTab)?.unit_counts,
  );
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  // The tabs are links to this page with another parameter, replacing the history entry.
  const linkToCourse = useCallback((course: string) => searchWith(searchParams, { course }), [searchParams]);
  const sectionTabs = useMemo(
    () => [
      {
        key: PROFESSIONAL_QUALIFICATIONS_TAB,
        label: 'Professional Qualifications',
        to: searchWith(searchParams, { tab: null }),
        id: tabId(PROFESSIONAL_QUALIFICATIONS_TAB),
        controls: 'vcm-panel',
      },
      {
        key: COURSES_TAB,
        label: 'Courses',
        to: searchWith(searchParams, { tab: COURSES_TAB }),
        id: tabId(COURSES_TAB),
        controls: 'vcm-panel',
      },
    ],
    [searchParams],
  );

  return (
    <Stack spacing={3}>
      <VcmHeader vcm={vcm} flow={flow} />
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <LinkTabs tabs={sectionTabs} selected={tab} aria-label="VCM sections" replace />
        </Box>
        <div role="tabpanel" id="vcm-panel" aria-labelledby={tabId(tab)}>
          {tab === COURSES_TAB ? (
            <CoursesTab
              vcm={vcm}
              courseTab={courseTab}
              linkToCourse={linkToCourse}
              unitStatus={unitStatus}
              onUnitStatus={(next) => setParam('status', next)}
              onNeedsAttention={askFeedback}
              onEdit={setEditing}
              onUnitsAdded={setUnitsAdded}
            />
          ) : (
            <QualificationsTab vcm={vcm} onNeedsAttention={askFeedback} />
          )}
        </div>
      </Box>

      <ReturnVcmDialog vcm={vcm} isOpen={flow.dialog === 'return'} onClose={flow.closeDialog} />
      <ApproveVcmDialog vcm={vcm} isOpen={flow.dialog === 'approve'} onClose={flow.closeDialog} />
      {flow.dialog === 'status' && <UpdateStatusDialog vcm={vcm} isOpen onClose={flow.closeDialog} />}
      {flow.dialog === 'delegate' && <DelegateApproverDialog vcm={vcm} isOpen onClose={flow.closeDialog} />}
      <AllUnitsPresentDialog isOpen={flow.dialog === 'all-present'} onClose={flow.closeDialog} />
      <MissingUnitsDialog vcmId={vcm.id} units={flow.missingUnits} onClose={flow.closeMissingUnits} />
      <MissingUnitsDialog
        vcmId={vcm.id}
        units={unitsAdded}
        title="Units added after creation"
        intro="These units were added to the course after this VCM was created. Mark each one to reject (ask the educator to respond) or remove from this VCM."
        onClose={() => setUnitsAdded(null)}
      />
      <NeedsAttentionDialog
        vcmId={vcm.id}
        target={feedbackTarget}
        onClose={() => {
          setFeedbackTarget(null);
          focusReturn.restore();
        }}
      />
      <EditResponseDialog vcm={vcm} row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

const tabId = (value: VcmTab) => `vcm-tab-${value}`;

const focusablePanelHeading = () => {
  const panel = document.getElementById('vcm-panel');
  return panel?.querySelector<HTMLElement>('h2') ?? panel;
};
