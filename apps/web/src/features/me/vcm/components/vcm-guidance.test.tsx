import type { TMyVcmGuidance } from '@pdp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CourseRequestLine, QualificationHelpLink, VcmExampleNote, vcmExampleOf } from './vcm-guidance';

const SET: TMyVcmGuidance = {
  vcm_study_example_description: 'A Diploma of Leadership finished in 2023',
  vcm_study_example_info_url: 'https://example.test/study',
  vcm_study_example_justification: 'Its units cover every element',
  vcm_experience_example_description: 'Five years as a site supervisor',
  vcm_experience_example_info_url: 'https://example.test/experience',
  vcm_experience_example_justification: 'I ran the inspections this unit assesses',
  vcm_course_request_email: 'courses@example.test',
  professional_qualification_help_link_label: 'Which qualifications count?',
  professional_qualification_help_link_url: 'https://example.test/qualifications',
};
const BLANK = Object.fromEntries(Object.keys(SET).map((key) => [key, null])) as unknown as TMyVcmGuidance;

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe('My VCM guidance (the institute’s VCM settings shown to the educator)', () => {
  it('shows the relevant-study example: description, example justification and More information', () => {
    const markup = html(<VcmExampleNote guidance={SET} kind="study" />);
    expect(markup).toContain('Relevant study example');
    expect(markup).toContain('A Diploma of Leadership finished in 2023');
    expect(markup).toContain('Example justification:');
    expect(markup).toContain('Its units cover every element');
    expect(markup).toMatch(/<a [^>]*href="https:\/\/example.test\/study"[^>]*>More information<\/a>/);
    expect(markup).not.toContain('Five years');
  });

  it('shows the work-experience example likewise', () => {
    const markup = html(<VcmExampleNote guidance={SET} kind="experience" />);
    expect(markup).toContain('Work experience example');
    expect(markup).toContain('Five years as a site supervisor');
    expect(markup).toContain('I ran the inspections this unit assesses');
    expect(markup).toMatch(/href="https:\/\/example.test\/experience"[^>]*>More information</);
  });

  it('leaves out "More information" without an info URL, and the whole example when all three are blank', () => {
    const noUrl = html(
      <VcmExampleNote guidance={{ ...SET, vcm_study_example_info_url: null }} kind="study" />,
    );
    expect(noUrl).toContain('A Diploma of Leadership');
    expect(noUrl).not.toContain('More information');
    expect(vcmExampleOf(BLANK, 'study')).toBeNull();
    expect(vcmExampleOf(undefined, 'experience')).toBeNull();
    expect(html(<VcmExampleNote guidance={BLANK} kind="study" />)).toBe('');
    expect(html(<VcmExampleNote guidance={BLANK} kind="experience" />)).toBe('');
  });

  it('offers a mailto link for a missing course when the address is set, and nothing when blank', () => {
    const markup = html(<CourseRequestLine guidance={SET} />);
    expect(markup).toContain('Can’t find your course? Email');
    expect(markup).toMatch(/<a [^>]*href="mailto:courses@example.test"[^>]*>courses@example.test<\/a>/);
    expect(html(<CourseRequestLine guidance={BLANK} />)).toBe('');
    expect(html(<CourseRequestLine guidance={undefined} />)).toBe('');
  });

  it('shows the qualifications help link with its label; a default label when only the URL is set', () => {
    expect(html(<QualificationHelpLink guidance={SET} />)).toMatch(
      /href="https:\/\/example.test\/qualifications"[^>]*>Which qualifications count\?<\/a>/,
    );
    const unlabelled = { ...SET, professional_qualification_help_link_label: null };
    expect(html(<QualificationHelpLink guidance={unlabelled} />)).toContain(
      'Help with professional qualifications',
    );
    expect(html(<QualificationHelpLink guidance={BLANK} />)).toBe('');
    const labelOnly = { ...BLANK, professional_qualification_help_link_label: 'Help' };
    expect(html(<QualificationHelpLink guidance={labelOnly} />)).toBe('');
  });
});
