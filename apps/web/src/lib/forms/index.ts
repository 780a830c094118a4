export * from './server-errors';
export * from './character-count';
export * from './form-error-alert';
export * from './form-text-field';
