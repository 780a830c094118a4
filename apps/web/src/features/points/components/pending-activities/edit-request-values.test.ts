import type { TPointRequest } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../components/evidence-uploader';
import { editRequestValues, toUpdateBody } from './edit-request-values';

const request: TPointRequest = {
  id: 7,
  user_id: 3,
  user_given_name: 'Olivia',
  user_family_name: 'Nguyen',
  type: 'VocationalPointRequest',
  type_label: 'Vocational Currency',
  status: 'pending',
  points: 3,
  domain_id: null,
  domain_name: null,
  vocational_activity_id: 12,
  vocational_activity_name: 'Industry placement',
  activity_name: null,
  activity_date: '2026-11-20',
  activity_duration: 2,
  activity_interval: 'days',
  inform_teaching_practice: 'Current practice',
  related_to_units: null,
  student_benefit: null,
  notes: null,
  learning_journey_equivalent: false,
  unit_codes: null,
  evidences: [
    {
      id: 40,
      file_url: '/api/v1/point_request_evidences/abc',
      metadata: { filename: 'photo.png', size: 10, mime_type: 'image/png', file_id: 'abc' },
    },
  ],
  evidence_attached: true,
  approval_reason: null,
  reason: null,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
  actioned_at: null,
  actioned_by_name: null,
  points_history_id: null,
  actions: { edit: true, approve: true, incomplete: true, convert: true },
};

describe('the Edit dialog’s values', () => {
  it('starts from the request, blanks as empty text', () => {
    expect(editRequestValues(request)).toMatchObject({
      vocational_activity_id: 12,
      activity_name: '',
      points: 3,
      activity_date: '2026-11-20',
      related_to_units: '',
      unit_codes: '',
    });
  });

  it('sends a vocational request’s activity, null for "Other", unit codes only when the institute uses units', () => {
    const values = {
      ...editRequestValues(request),
      vocational_activity_id: null,
      activity_name: 'Site visit',
    };
    const body = toUpdateBody(request, values, [], false).point_request;
    expect(body).toMatchObject({
      vocational_activity_id: null,
      activity_name: 'Site visit',
      related_to_units: null,
    });
    expect(body).not.toHaveProperty('unit_codes');
    expect(body).not.toHaveProperty('learning_journey_equivalent');
    expect(body).not.toHaveProperty('evidences_attributes');
    const chosen = toUpdateBody(request, { ...values, vocational_activity_id: 12 }, [], false).point_request;
    expect(chosen).toMatchObject({ vocational_activity_id: 12, activity_name: null });
    const withUnits = toUpdateBody(request, { ...values, unit_codes: 'BSB101' }, [], true).point_request;
    expect(withUnits.unit_codes).toBe('BSB101');
  });

  it('sends an external professional request’s learning journey, never an activity or unit codes', () => {
    const rea = { ...request, type: 'ReaPointRequest' as const };
    const body = toUpdateBody(
      rea,
      { ...editRequestValues(rea), learning_journey_equivalent: true },
      [],
      true,
    ).point_request;
    expect(body.learning_journey_equivalent).toBe(true);
    expect(body).not.toHaveProperty('vocational_activity_id');
    expect(body).not.toHaveProperty('unit_codes');
  });

  it('adds new uploads and removes the saved files marked for deletion', () => {
    const evidences: EvidenceItem[] = [
      {
        kind: 'existing',
        id: 40,
        filename: 'photo.png',
        size: 10,
        mimeType: 'image/png',
        fileUrl: null,
        isMarkedForDeletion: true,
      },
      { kind: 'new', fileId: 'new-upload', filename: 'letter.pdf', size: 20, mimeType: 'application/pdf' },
    ];
    expect(
      toUpdateBody(request, editRequestValues(request), evidences, false).point_request.evidences_attributes,
    ).toEqual([{ id: 40, _destroy: true }, { file_id: 'new-upload' }]);
  });
});
