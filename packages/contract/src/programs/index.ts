export * from './labels.js';
export * from './programs.js';
export * from './workshops.js';
export * from './registrations.js';
export * from './my-programs.js';
export * from './registration-import.js';
