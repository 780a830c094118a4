import { describe, expect, it } from 'vitest';
import { activeMeSection, meSections } from './me-sections';

describe('the educator app sections', () => {
  it('lists VCM only while the institute has VCM on', () => {
    expect(meSections({ isVcmEnabled: true }).map((section) => section.key)).toEqual([
      'passport',
      'profile',
      'programs',
      'points',
      'vcm',
      'notifications',
    ]);
    expect(meSections({ isVcmEnabled: false }).map((section) => section.key)).not.toContain('vcm');
  });

  it('highlights the section of a path, the passport for /me itself', () => {
    const sections = meSections({ isVcmEnabled: true });
    expect(activeMeSection(sections, '/me')).toBe('passport');
    expect(activeMeSection(sections, '/me/programs/12')).toBe('programs');
    expect(activeMeSection(sections, '/me/registrations')).toBe('programs');
    expect(activeMeSection(sections, '/me/points/new')).toBe('points');
    expect(activeMeSection(sections, '/me/vcm/3')).toBe('vcm');
    expect(activeMeSection(sections, '/me/notifications')).toBe('notifications');
    expect(activeMeSection(sections, '/me/pointsx')).toBe('passport');
  });
});
