export * from './periods.js';
export * from './passport-periods-api.js';
export * from './activity-intervals.js';
export * from './passports.js';
export * from './points-histories.js';
export * from './point-requests.js';
export * from './points-import.js';
export * from './my-passport.js';
