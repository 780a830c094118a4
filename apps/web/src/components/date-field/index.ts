export * from './date-field';
