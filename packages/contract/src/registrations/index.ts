export * from './approvals.js';
