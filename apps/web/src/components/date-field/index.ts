export * from './date-field';
export * from './lazy-date-field';
