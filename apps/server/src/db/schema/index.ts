export * from './institutes.js';
export * from './organisation.js';
export * from './users.js';
export * from './auth.js';
export * from './outbox.js';
export * from './settings.js';
export * from './profiling.js';
export * from './audit.js';
