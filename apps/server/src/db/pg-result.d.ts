// pg's result class (untyped by @types/pg), patched by pg-array-results.ts.
declare module 'pg/lib/result.js' {
  const Result: new (rowMode?: string, types?: unknown) => unknown;
  export default Result;
}
