export * from './format-date';
