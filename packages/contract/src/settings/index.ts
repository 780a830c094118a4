export * from './resource.js';
export * from './fields.js';
export * from './resources.js';
export * from './vocational-activity-options.js';
export * from './options.js';
