import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../../components/evidence-uploader';
import { CURRENCY_FORM_SCHEMAS, currencyDefaults, currencyResolver, toCurrencyBody } from './currency-form';
import { currencyKindsFor } from './currency-kinds';

const uploaded: EvidenceItem = {
  kind: 'new',
  fileId: 'f1',
  filename: 'a.pdf',
  size: 3,
  mimeType: 'application/pdf',
};
const filled = {
  ...currencyDefaults('2026-05-01'),
  activity_name: '  Industry visit ',
  points: 4,
  related_to_units: 'BSB101',
  unit_codes: 'U1, U2',
  learning_journey_equivalent: true,
  evidences: [uploaded],
};

describe('Add External Currency form (part 2 §3 "Point-entry defaults", "Point request")', () => {
  it('starts dated today with the user notified and nothing else set', () => {
    const defaults = currencyDefaults('2026-05-01');
    expect(defaults).toMatchObject({
      activity_date: '2026-05-01',
      notify_user: true,
      points: null,
      evidences: [],
    });
    expect(defaults.vocational_activity_id).toBeNull();
  });

  it('sends "Other" as a null activity with the typed name, unit codes only when the institute uses units', () => {
    expect(toCurrencyBody('vocational', filled, { usesUnits: true })).toEqual({
      points_vocational: {
        points: 4,
        domain_id: null,
        activity_name: '  Industry visit ',
        activity_date: '2026-05-01',
        activity_duration: null,
        activity_interval: null,
        inform_teaching_practice: null,
        related_to_units: 'BSB101',
        student_benefit: null,
        notes: null,
        evidences_attributes: [{ file_id: 'f1' }],
        vocational_activity_id: null,
        unit_codes: 'U1, U2',
      },
      notify_user: true,
    });
    const withoutUnits = toCurrencyBody('vocational', filled, { usesUnits: false });
    expect('points_vocational' in withoutUnits && withoutUnits.points_vocational.unit_codes).toBeNull();
  });

  it('leaves the name to a chosen vocational activity', () => {
    const body = toCurrencyBody('vocational', { ...filled, vocational_activity_id: 7 }, { usesUnits: false });
    expect(body).toMatchObject({ points_vocational: { vocational_activity_id: 7, activity_name: null } });
  });

  it('sends learning journey equivalent for professional currency only', () => {
    const body = toCurrencyBody('professional', filled, { usesUnits: true });
    expect(body).toMatchObject({
      points_rea: { learning_journey_equivalent: true, activity_name: '  Industry visit ' },
    });
    expect('points_rea' in body && 'unit_codes' in body.points_rea).toBe(false);
  });

  it('checks the contract’s limits: text areas of at most 1000 characters', () => {
    const tooLong = { ...filled, notes: 'x'.repeat(1001) };
    const result = CURRENCY_FORM_SCHEMAS.professional.safeParse(tooLong);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['notes']);
    expect(CURRENCY_FORM_SCHEMAS.vocational.safeParse(filled).success).toBe(true);
  });

  it('offers the buttons the user’s `can` allows, whatever the viewer’s roles (the server decides)', () => {
    const can = (vocational: boolean, professional: boolean) => ({
      can: { add_vocational: vocational, add_professional: professional },
    });
    expect(currencyKindsFor(can(true, true) as never)).toEqual(['vocational', 'professional']);
    expect(currencyKindsFor(can(true, false) as never)).toEqual(['vocational']);
    expect(currencyKindsFor(can(false, true) as never)).toEqual(['professional']);
    expect(currencyKindsFor(can(false, false) as never)).toEqual([]);
  });
});

describe('the form’s resolver', () => {
  it('says an empty points field can’t be blank', async () => {
    const result = await currencyResolver('professional')(
      { ...currencyDefaults('2026-05-01'), activity_name: 'Visit' },
      undefined,
      { shouldUseNativeValidation: false, fields: {} },
    );
    expect(result.errors.points?.message).toBe('can’t be blank');
    const typed = await currencyResolver('professional')(
      { ...currencyDefaults('2026-05-01'), points: 'abc' },
      undefined,
      { shouldUseNativeValidation: false, fields: {} },
    );
    expect(typed.errors.points?.message).toBe('is not a number');
  });
});
