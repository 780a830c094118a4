// Without zod, so that the settings screen that edits these fields does not build My VCM's schemas.

/**
 * The institute's VCM guidance (part 1 §3 VCM settings), edited in the VCM settings tab and shown to
 * the educator in My VCM: the study and work experience examples beside those claims, the course
 * request address when starting, and the qualifications help link.
 */
export const MY_VCM_GUIDANCE_FIELDS = [
  'vcm_study_example_description',
  'vcm_study_example_info_url',
  'vcm_study_example_justification',
  'vcm_experience_example_description',
  'vcm_experience_example_info_url',
  'vcm_experience_example_justification',
  'vcm_course_request_email',
  'professional_qualification_help_link_label',
  'professional_qualification_help_link_url',
] as const;
