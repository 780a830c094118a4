export * from './list-query';
export * from './grid-models';
export * from './cell-text';
export * from './use-list-url-state';
export * from './wrapping-cell';
export * from './data-table';
export * from './row-actions';
