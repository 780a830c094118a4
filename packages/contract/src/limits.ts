/** PostgreSQL's `integer`: every id and whole-number column. */
export const INT_MAX = 2_147_483_647;

/** Limits shared by client and server. Change a limit here and both sides follow. */
export const LIMITS = {
  passwordMinLength: 14,
  passwordMaxLength: 128,
  passwordSymbols: '#?!@$%^&*-',
  instituteName: 50,
  emailMax: 254,
  nameMax: 100,
  employeeNumberMax: 50,
  customUserFieldMax: 255,
  importMaxRecords: 2000,
  importTextMax: 1000,
  importFileBytes: 5 * 1024 * 1024,
  /** A course, unit or professional qualification code in the VCM catalogues (issue 18). */
  catalogueCodeMax: 50,
  capabilityStatement: 150,
  domainDescription: 250,
  locationName: 30,
  pageSizeDefault: 100,
  pageSizeMax: 1000,
  pageSizeOptions: [25, 50, 100],
  pointsAnniversaryMonthMin: 1,
  pointsAnniversaryMonthMax: 12,
  /** Programs (part 2 §5). */
  programNameMax: 150,
  programCodeMax: 50,
  programDescriptionMax: 2000,
  programSummaryMax: 1000,
  programContactMax: 255,
  workshopNameMax: 150,
  workshopTextMax: 150,
  workshopDescriptionMax: 2000,
  approvedAttendeeInformationMax: 2000,
  emailSubjectMax: 200,
  emailMessageMax: 1000,
  notificationMessageMax: 1000,
  workshopsPerProgramMax: 100,
  communicationDaysMax: 365,
  attendeeLimitMax: 100_000,
  programPdfBytes: 10 * 1024 * 1024,
  /** Declining a registration (part 2 §5). */
  rejectionReasonMax: 1000,
  /** A point request's incomplete reason and approval reason (part 2 §5). */
  pointRequestReasonMax: 1000,
  /** Records decided by one bulk decision (the team console). */
  bulkDecisionMax: 100,
  /** An evidence file sent to POST /upload (part 2 §5, §9): 15 MB. */
  evidenceFileBytes: 15_728_640,
  /**
   * The widest or tallest a PNG or JPG of the settings (banners, icons, thumbnails) may be, in pixels:
   * a small file can claim a huge picture, and whatever draws it decodes every pixel.
   */
  imageMaxSide: 4096,
  /** The same for the institute's logo, which every PDF of the institute decodes. */
  logoMaxSide: 2000,
} as const;
