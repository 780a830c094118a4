export * from './import-screen';
export * from './import-result-panel';
export * from './import-stats';
export * from './upload-import-file';
export * from './import-preview-panel';
export * from './import-changes-table';
