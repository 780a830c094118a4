export * from './reports.js';
export * from './filters.js';
export * from './passport-report.js';
export * from './passport-summary.js';
export * from './table-reports.js';
export * from './search-reports.js';
export * from './search-report-schemas.js';
export * from './report-summaries.js';
