export * from './confirm-options';
export * from './confirm-context';
export * from './confirm-provider';
