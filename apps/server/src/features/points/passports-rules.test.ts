import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  isVocational,
  passportStatus,
  type PassportFigures,
  type PassportRequirements,
} from './passports-rules.js';

const requirements: PassportRequirements = {
  professional_points: 10,
  num_lj_required: 1,
  vocational_points: 5,
  num_vocational_lj_required: 1,
  profiling_tool_required: true,
};
const nothing: PassportFigures = {
  professional_points: 0,
  vocational_points: 0,
  learning_journeys: 0,
  vocational_learning_journeys: 0,
  profile_completed: false,
};
const everything: PassportFigures = {
  professional_points: 10,
  vocational_points: 5,
  learning_journeys: 1,
  vocational_learning_journeys: 1,
  profile_completed: true,
};

describe('passportStatus', () => {
  it('is COMPLETE when every requirement is met exactly', () => {
    expect(passportStatus(requirements, everything)).toBe('COMPLETE');
  });

  it('is INCOMPLETE when nothing counts yet', () => {
    expect(passportStatus(requirements, nothing)).toBe('INCOMPLETE');
  });

  it.each([
    ['professional points', { professional_points: 9.99 }],
    ['vocational points', { vocational_points: 4 }],
    ['a learning journey', { learning_journeys: 0 }],
    ['a vocational learning journey', { vocational_learning_journeys: 0 }],
    ['the profile', { profile_completed: false }],
  ])('is IN_PROGRESS when only %s are missing', (_, short) => {
    expect(passportStatus(requirements, { ...everything, ...short })).toBe('IN_PROGRESS');
  });

  it.each([
    ['professional points', { professional_points: 0.5 }],
    ['vocational points', { vocational_points: 0.5 }],
    ['a learning journey', { learning_journeys: 1 }],
    ['a vocational learning journey', { vocational_learning_journeys: 1 }],
    ['the required profile', { profile_completed: true }],
  ])('is IN_PROGRESS with only %s', (_, some) => {
    expect(passportStatus(requirements, { ...nothing, ...some })).toBe('IN_PROGRESS');
  });

  it('does not count a completed profile the employment type does not require as progress', () => {
    const noProfiling = { ...requirements, profiling_tool_required: false };
    expect(passportStatus(noProfiling, { ...nothing, profile_completed: true })).toBe('INCOMPLETE');
    expect(passportStatus(noProfiling, { ...everything, profile_completed: false })).toBe('COMPLETE');
  });

  it('is COMPLETE with nothing earned when the employment type requires nothing', () => {
    const none = {
      professional_points: 0,
      num_lj_required: 0,
      vocational_points: 0,
      num_vocational_lj_required: 0,
      profiling_tool_required: false,
    };
    expect(passportStatus(none, nothing)).toBe('COMPLETE');
  });

  it('is never COMPLETE without an employment type', () => {
    expect(passportStatus(null, everything)).toBe('IN_PROGRESS');
    expect(passportStatus(null, nothing)).toBe('INCOMPLETE');
  });
});

describe('figuresOf', () => {
  it('counts vocational programs and PointsVocational as vocational, the rest as professional', () => {
    expect(isVocational({ type: 'PointsVocational', program_type: null })).toBe(true);
    expect(isVocational({ type: 'PointsProgram', program_type: 'vocational_elective' })).toBe(true);
    expect(isVocational({ type: 'PointsProgram', program_type: 'vocational_learning_journey' })).toBe(true);
    expect(isVocational({ type: 'PointsProgram', program_type: 'learning_journey' })).toBe(false);
    expect(isVocational({ type: 'PointsProgram', program_type: null })).toBe(false);
    expect(isVocational({ type: 'PointsRea', program_type: null })).toBe(false);
  });

  it('sums points in hundredths and counts learning journeys by currency', () => {
    const figures = figuresOf(
      [
        { type: 'PointsRea', points: 0.1, learning_journey_equivalent: true, program_type: null },
        { type: 'PointsRea', points: 0.2, learning_journey_equivalent: false, program_type: null },
        { type: 'PointsProgram', points: 3, learning_journey_equivalent: true, program_type: 'elective' },
        {
          type: 'PointsProgram',
          points: 2,
          learning_journey_equivalent: true,
          program_type: 'vocational_learning_journey',
        },
        { type: 'PointsVocational', points: 1.5, learning_journey_equivalent: false, program_type: null },
      ],
      true,
    );
    expect(figures).toEqual({
      professional_points: 3.3,
      vocational_points: 3.5,
      learning_journeys: 2,
      vocational_learning_journeys: 1,
      profile_completed: true,
    });
  });
});
