export * from './evidence-files';
