import { describe, expect, it } from 'vitest';
import { resolveSection, SECTIONS } from './sections';

const admin = { isVcmEnabled: false, isSuperAdmin: false };

describe('SECTIONS', () => {
  it('has the spec’s keys and tab labels, in order', () => {
    expect(SECTIONS.map((section) => [section.key, section.label])).toEqual([
      ['institute_details', 'Institute Details'],
      ['locations', 'Locations'],
      ['divisions', 'Divisions'],
      ['categories', 'Program Categories'],
      ['domains', 'Domains'],
      ['profiling_tool_labels', 'Profiling Tool Labels'],
      ['employment_types', 'Employment Types / Passport Requirements & Enabled Features'],
      ['vocational_activities', 'Vocational Activities'],
      ['banners', 'Banners'],
      ['video_resources', 'Video Resources'],
      ['notification', 'Notification'],
      ['vcm', 'VCM'],
      ['api_tokens', 'API Tokens'],
    ]);
  });
});

describe('resolveSection', () => {
  it('shows VCM only when the institute has it enabled', () => {
    expect(resolveSection('locations', admin).visible.map((s) => s.key)).not.toContain('vcm');
    expect(resolveSection('vcm', { ...admin, isVcmEnabled: true }).requested?.key).toBe('vcm');
  });

  it('finds the requested section', () => {
    expect(resolveSection('banners', admin).requested?.label).toBe('Banners');
  });

  it('has no requested section for an unknown key, or for VCM when it is off', () => {
    expect(resolveSection('nope', admin).requested).toBeUndefined();
    expect(resolveSection('vcm', admin).requested).toBeUndefined();
  });
});
