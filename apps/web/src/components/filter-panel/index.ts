export * from './filter-panel';
export * from './filter-context';
export * from './filter-fields';
export * from './filter-date-field';
export * from './filter-values';
export * from './filter-user-field';
export * from './filter-choice';
export * from './organisation-filters';
