import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { vcmActionRequest, vcmFailureText } from './vcm-actions';

describe('the VCM calls (part 2 §7)', () => {
  it('put the VCM decisions with their bodies', () => {
    expect(vcmActionRequest(3, { kind: 'reject' })).toEqual({
      url: '/api/v1/vcms/3/reject',
      method: 'PUT',
      body: {},
    });
    expect(vcmActionRequest(3, { kind: 'force_update', status: 'closed' })).toEqual({
      url: '/api/v1/vcms/3/force_update',
      method: 'PUT',
      body: { vcm: { status: 'closed' } },
    });
    expect(vcmActionRequest(3, { kind: 'delegate', approverUserId: 7 }).body).toEqual({
      vcm: { approver_user_id: 7 },
    });
    expect(vcmActionRequest(3, { kind: 'bulk_remove_units', unitCodes: ['A', 'B'] })).toEqual({
      url: '/api/v1/vcms/3/bulk_remove_units',
      method: 'PUT',
      body: { unit_codes: ['A', 'B'] },
    });
  });

  it('send item decisions by the catalogue id, feedback under the item’s key', () => {
    expect(vcmActionRequest(3, { kind: 'reject_unit', unitId: 4, feedback: 'Dates?' })).toEqual({
      url: '/api/v1/vcms/3/unit_responses/4/reject',
      method: 'PUT',
      body: { vcm_unit_response: { approver_feedback: 'Dates?' } },
    });
    expect(vcmActionRequest(3, { kind: 'reject_qualification', qualificationId: 9, feedback: 'x' })).toEqual({
      url: '/api/v1/vcms/3/professional_qualifications/9/reject',
      method: 'PUT',
      body: { vcm_professional_qualification: { approver_feedback: 'x' } },
    });
    expect(vcmActionRequest(3, { kind: 'delete_work_experience', unitId: 4, workExperienceId: 2 })).toEqual({
      url: '/api/v1/vcms/3/unit_responses/4/work_experiences/2',
      method: 'DELETE',
    });
  });
});

describe('what a failure says (part 2 §8)', () => {
  it('gives the server’s refusal in its words', () => {
    const refusal = new ApiError(400, {
      title: 'Bad request',
      message: 'This VCM is not in review.',
      code: 1,
    });
    expect(vcmFailureText('approve', refusal)).toBe('This VCM is not in review.');
  });

  it('says "Unexpected error, please contact developers" for a bulk action’s field errors', () => {
    const invalid = new ApiError(422, {
      title: 'Invalid',
      code: 2,
      messages: { unit_codes: ['X: not missing'] },
    });
    expect(vcmFailureText('bulk_reject_units', invalid)).toBe('Unexpected error, please contact developers');
  });

  it('says "Something went wrong, please try again" otherwise', () => {
    expect(vcmFailureText('approve', new ApiError(500, undefined))).toBe(
      'Something went wrong, please try again',
    );
    expect(vcmFailureText('approve', new ApiError(0, undefined))).toBe(
      'Something went wrong, please try again',
    );
    expect(vcmFailureText('approve', new Error('boom'))).toBe('Something went wrong, please try again');
  });
});
