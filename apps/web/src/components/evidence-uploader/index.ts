export * from './evidence-items';
export * from './evidence-file-rules';
export * from './upload-evidence-file';
export * from './evidence-uploader';
