export * from './format-date';
export * from './time-zone';
