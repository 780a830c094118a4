export * from './limits.js';
export * from './permissions.js';
export * from './common/errors.js';
export * from './common/list.js';
export * from './auth/password-policy.js';
export * from './users/user.js';
export * from './users/me.js';
export * from './institutes/institute.js';
