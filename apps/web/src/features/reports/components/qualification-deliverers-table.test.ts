import type { TQualificationDeliverer } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { whyNot } from './qualification-deliverers-table';

const reason = (text: string) => ({ code: 'not_claimed' as const, text });
const unit = (code: string, ...texts: string[]) => ({
  code,
  qualifies: texts.length === 0,
  reasons: texts.map(reason),
  claim_approved_at: null,
  currency_expires_on: null,
});
const row = (units: TQualificationDeliverer['units']) => ({ units }) as TQualificationDeliverer;

describe('why an educator may not deliver some units', () => {
  it('lists each reason once with its units, in the units’ order', () => {
    expect(
      whyNot(
        row([
          unit('U1'),
          unit('U2', 'unit not claimed'),
          unit('U3', 'claim not approved'),
          unit('U4', 'unit not claimed'),
        ]),
      ),
    ).toBe('unit not claimed: U2, U4; claim not approved: U3');
  });

  it('says "every unit" for a reason all units share, and nothing when they may deliver all', () => {
    expect(
      whyNot(row([unit('U1', 'passport incomplete'), unit('U2', 'unit not claimed', 'passport incomplete')])),
    ).toBe('passport incomplete: every unit; unit not claimed: U2');
    expect(whyNot(row([unit('U1'), unit('U2')]))).toBe('');
  });
});
