import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema. Never point drizzle-kit at a live data directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
