// The two modules of pg that db/pg-fast-paths.ts patches (untyped by @types/pg).
declare module 'pg/lib/result.js' {
  const Result: new (rowMode?: string, types?: unknown) => unknown;
  export default Result;
}
declare module 'pg/lib/utils.js' {
  const utils: {
    normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown): unknown;
  };
  export default utils;
}
