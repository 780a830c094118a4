export * from './approvals.js';
export * from './bulk-decision.js';
