export * from './evidence-files';
export * from './evidence-preview-dialog';
