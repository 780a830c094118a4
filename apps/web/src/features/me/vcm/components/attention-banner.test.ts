import type { TMyVcm } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { attentionSummary } from './attention-banner';

type Item = { status: TMyVcm['unit_responses'][number]['status']; updated_since_feedback: boolean };
const flagged = (isUpdated = false): Item => ({
  status: 'needs_attention',
  updated_since_feedback: isUpdated,
});
const approved: Item = { status: 'approved', updated_since_feedback: false };

const vcm = (units: Item[], qualifications: Item[] = [], status: TMyVcm['status'] = 'needs_attention') =>
  ({ status, unit_responses: units, professional_qualifications: qualifications }) as unknown as Pick<
    TMyVcm,
    'status' | 'unit_responses' | 'professional_qualifications'
  >;

describe('the returned VCM banner', () => {
  it('counts the items still to fix, leaving out those updated since the feedback', () => {
    expect(attentionSummary(vcm([flagged(), flagged(), flagged(true), approved]))).toEqual({
      severity: 'warning',
      text: '2 units need your attention.',
    });
    expect(attentionSummary(vcm([flagged(true), flagged()], [flagged()]))?.text).toBe(
      '1 unit and 1 professional qualification need your attention.',
    );
    expect(attentionSummary(vcm([approved], [flagged()]))?.text).toBe(
      '1 professional qualification needs your attention.',
    );
  });

  it('says ready to resubmit once every flagged item is updated', () => {
    expect(attentionSummary(vcm([flagged(true), approved], [flagged(true)]))).toEqual({
      severity: 'success',
      text: 'Ready to resubmit: you have updated every item that needed your attention.',
    });
  });

  it('says nothing outside a returned VCM, or when nothing was flagged', () => {
    expect(attentionSummary(vcm([flagged()], [], 'in_review'))).toBeNull();
    expect(attentionSummary(vcm([approved]))).toBeNull();
  });
});
