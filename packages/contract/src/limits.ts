/** Limits shared by client and server. Change a limit here and both sides follow. */
export const LIMITS = {
  passwordMinLength: 14,
  passwordMaxLength: 128,
  passwordSymbols: '#?!@$%^&*-',
  instituteName: 50,
  emailMax: 254,
  nameMax: 100,
  capabilityStatement: 150,
  domainDescription: 250,
  locationName: 30,
  pageSizeDefault: 100,
  pageSizeMax: 1000,
  pageSizeOptions: [25, 50, 100],
  pointsAnniversaryMonthMin: 1,
  pointsAnniversaryMonthMax: 12,
} as const;
