/**
 * Database connections per process (DATABASE_POOL_SIZE), kept apart so the config reads it without
 * loading the database client. Few on purpose: on 2 cores the read mix did 683–758 req/s with 4 per
 * worker against 510–697 with 10, as fewer PostgreSQL backends contend for the cores; `/me` during a
 * 2000-row import and beside 60 reports stayed far under its goals. docs/configuration.md.
 */
export const DEFAULT_POOL_SIZE = 4;
