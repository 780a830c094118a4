import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { POINT_REQUEST_MESSAGES } from '@pdp/contract';
import {
  actionButtonLabels,
  convertedType,
  decisionFailureText,
  requestName,
} from './pending-activities-view';

const CLOSE_AND_EDIT_TEXT = POINT_REQUEST_MESSAGES.closeAndEdit;

const unprocessable = (body: unknown) => new ApiError(422, body);

describe('decisionFailureText', () => {
  it('shows a 422 field message without the words "Vocational activity", then the close-and-edit sentence', () => {
    const error = unprocessable({
      title: 'Validation Failed',
      code: 2,
      messages: { vocational_activity: ['Vocational activity Activity date can’t be blank'] },
      base: [],
    });
    expect(decisionFailureText(error)).toBe(`Activity date can’t be blank. ${CLOSE_AND_EDIT_TEXT}`);
  });

  it('reads the server’s base messages when it sends them (as approve does), not the fields again', () => {
    const error = unprocessable({
      title: 'The activity could not be approved',
      code: 2,
      messages: { activity_date: ["can't be blank"], points: ["can't be blank"] },
      base: ["Vocational activity activity date can't be blank", "Vocational activity points can't be blank"],
    });
    expect(decisionFailureText(error)).toBe(
      `Activity date can't be blank. Points can't be blank. ${CLOSE_AND_EDIT_TEXT}`,
    );
  });

  it('turns field fragments into sentences and joins several when there is no base message', () => {
    const error = unprocessable({
      title: 'Validation Failed',
      code: 2,
      messages: { activity_date: ['can’t be blank'], inform_teaching_practice: ['can’t be blank.'] },
      base: [],
    });
    expect(decisionFailureText(error)).toBe(
      `Activity date can’t be blank. Inform teaching practice can’t be blank. ${CLOSE_AND_EDIT_TEXT}`,
    );
  });

  it('does not repeat the sentence when the server already sends it', () => {
    const error = unprocessable({
      title: 'Validation Failed',
      code: 2,
      messages: {},
      base: [`Vocational activity Activity name can’t be blank. ${CLOSE_AND_EDIT_TEXT}`],
    });
    expect(decisionFailureText(error)).toBe(`Activity name can’t be blank. ${CLOSE_AND_EDIT_TEXT}`);
  });

  it('names a field by its words when the server sends a fragment ("must exist")', () => {
    const error = unprocessable({
      title: 'Validation Failed',
      code: 2,
      messages: { vocational_activity: ['must exist'] },
      base: [],
    });
    expect(decisionFailureText(error)).toBe(`Must exist. ${CLOSE_AND_EDIT_TEXT}`);
  });

  it('reads a code-1 message on a 422 the same way', () => {
    const error = unprocessable({
      title: 'Unprocessable',
      message: 'Vocational activity is missing',
      code: 1,
    });
    expect(decisionFailureText(error)).toBe(`Is missing. ${CLOSE_AND_EDIT_TEXT}`);
  });

  it('shows other refusals as the server words them, without the sentence', () => {
    const error = new ApiError(400, {
      title: 'Bad Request',
      message: 'This request is no longer pending.',
      code: 1,
    });
    expect(decisionFailureText(error)).toBe('This request is no longer pending.');
  });

  it('hides a server failure behind the generic line, and shows a thrown error’s message', () => {
    expect(decisionFailureText(new ApiError(500, { title: '500 Internal Server Error' }))).toBe(
      'Something went wrong, please try again',
    );
    expect(decisionFailureText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(decisionFailureText(undefined)).toBe('Something went wrong, please try again');
  });
});

describe('the words of a row', () => {
  const row = {
    activity_name: null,
    vocational_activity_name: 'Industry placement',
    type_label: 'Vocational Currency',
  };
  it('names a request by its activity, else its vocational activity, else its type', () => {
    expect(requestName({ ...row, activity_name: 'Site visit' })).toBe('Site visit');
    expect(requestName(row)).toBe('Industry placement');
    expect(requestName({ ...row, vocational_activity_name: null })).toBe('Vocational Currency');
    expect(actionButtonLabels(row).incomplete).toBe('Mark Industry placement incomplete');
  });

  it('converts each kind to the other', () => {
    expect(convertedType('VocationalPointRequest')).toBe('ReaPointRequest');
    expect(convertedType('ReaPointRequest')).toBe('VocationalPointRequest');
  });
});
