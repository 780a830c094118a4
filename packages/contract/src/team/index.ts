export * from './team.js';
export * from './delegations.js';
