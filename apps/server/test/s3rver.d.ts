// @20minutes/s3rver ships no types; test/s3-server.ts uses a few calls.
declare module '@20minutes/s3rver';
