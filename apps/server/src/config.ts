import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/pool-size.js';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('PD Passport <no-reply@pdpassport.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SSO_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SSO_ALLOW_LOOPBACK_HTTP: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24),
  PASSWORD_RESET_HOURS: z.coerce.number().int().positive().default(6),
  SET_PASSWORD_LINK_DAYS: z.coerce.number().int().positive().default(14),
  APPROVAL_LINK_DAYS: z.coerce.number().int().positive().max(90).default(7),
  DEMO: booleanFlag.optional(),
  DEMO_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|on|off|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be off, on (trust the nearest proxy), a hop count, or a comma-separated list of proxy addresses or CIDRs',
    )
    .optional(),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  DATABASE_RESTART_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SESSION_PURGE_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, 'must be a cron expression of five fields (minute hour day month weekday)')
    .default('*/10 * * * *'),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  AUDIT_PACK_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  MULTI_NODE: booleanFlag.optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PRESIGNED_DOWNLOADS: booleanFlag.optional(),
  S3_PRESIGNED_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
});

/** An S3-compatible bucket that holds the uploaded files (STORAGE=s3; docs/configuration.md). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, R2…); unset is AWS itself. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` addressing instead of `bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle: boolean;
  /**
   * File downloads answer a 302 to a presigned GET URL (valid `presignedSeconds`) instead of passing
   * the bytes through the app: the URL is a bearer link for that long.
   */
  presignedDownloads: boolean;
  presignedSeconds: number;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset leaves the SDK's own chain (instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

export interface StorageConfig {
  /** local: DATA_DIR/uploads on this machine's disk (the default); s3: a bucket every node shares. */
  driver: 'local' | 's3';
  s3?: S3StorageConfig;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string | undefined;
  /** Encrypts institutes' SSO client secrets at rest (docs/sso.md); generated into DATA_DIR when unset. */
  ssoSecretKey?: string | undefined;
  /**
   * Lets an institute's SSO issuer be a provider on this machine (127.0.0.1, ::1, localhost), over
   * plain http: for tests and local development only. Off, issuers are https on public addresses.
   */
  ssoAllowLoopbackHttp: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  passwordResetHours: number;
  /** How long the set-password link emailed to a new user works. */
  setPasswordLinkDays: number;
  /** How long an approve-from-email link works (APPROVAL_LINK_DAYS; default 7). */
  approvalLinkDays?: number;
  demo: boolean;
  demoPassword: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Behind a reverse proxy, take the client IP (rate limits) and protocol from X-Forwarded-*. */
  /**
   * Which proxies' X-Forwarded-* to believe (Fastify's trustProxy): false, a hop count, or addresses.
   * Never "every hop", or a client could name any address it likes and slip past the rate limits.
   */
  trustProxy: false | number | string[];
  /** How many worker processes answer requests (WEB_CONCURRENCY; default: one per core). */
  webConcurrency: number;
  /** Database connections per process (DATABASE_POOL_SIZE; default 4). */
  databasePoolSize: number;
  /**
   * How long the primary keeps restarting an embedded PostgreSQL that died before it exits non-zero
   * (DATABASE_RESTART_SECONDS; default 60, 0 exits at once). Unused with DATABASE_URL.
   */
  databaseRestartSeconds: number;
  /** Rate limits: attempts per window, per account and per IP. */
  rateLimit: { windowSeconds: number; perAccount: number; perIp: number };
  /** When expired and idle sessions are deleted (a cron expression, UTC). */
  sessionPurgeCron: string;
  /** How long audit events are kept (days); undefined keeps them all (docs/configuration.md). */
  auditRetentionDays: number | undefined;
  /** The largest audit pack made (AUDIT_PACK_MAX_MB, default 2048): a bigger one is refused before it starts. */
  auditPackMaxBytes: number;
  /** Where uploaded files live (lib/storage.ts). */
  storage: StorageConfig;
  /** Background jobs (plugins/jobs.ts): off only in API tests that need none; a server always runs them. */
  jobs: { enabled: boolean };
  /**
   * MULTI_NODE: this server is one of several nodes on one database, so no secret may be generated
   * into its own DATA_DIR (docs/deployment.md).
   */
  multiNode: boolean;
  /** On SIGTERM: how long /readyz answers 503 while requests are still served, before the node stops accepting. */
  shutdownDrainSeconds: number;
  /** On SIGTERM: how long requests in flight may take to finish before their connections are closed. */
  shutdownTimeoutSeconds: number;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || ['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/**
 * The secrets every node must share, read from the environment: a node generating its own into DATA_DIR
 * would sign sessions the others refuse and seal SSO client secrets the others cannot open.
 */
const SHARED_SECRETS = ['SESSION_SECRET', 'SSO_SECRET_KEY'] as const;

function multiNodeProblems(e: z.infer<typeof ZEnv>): string[] {
  const problems = SHARED_SECRETS.filter((name) => !e[name]).map(
    (name) => `  ${name}: required with MULTI_NODE (every node must have the same value)`,
  );
  if (!e.DATABASE_URL)
    problems.push('  DATABASE_URL: required with MULTI_NODE (the nodes share one PostgreSQL server)');
  return problems;
}

function parseStorage(e: z.infer<typeof ZEnv>): StorageConfig {
  if (e.STORAGE === 'local') return { driver: 'local' };
  const region = e.S3_REGION ?? e.AWS_REGION;
  const missing = [
    !e.S3_BUCKET && '  S3_BUCKET: is required with STORAGE=s3',
    !region && '  S3_REGION: is required with STORAGE=s3 (or AWS_REGION)',
    !e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY &&
      '  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both or neither',
  ].filter((line) => typeof line === 'string');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET!,
      region: region!,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      presignedDownloads: e.S3_PRESIGNED_DOWNLOADS ?? false,
      presignedSeconds: e.S3_PRESIGNED_SECONDS,
      credentials:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: e.AWS_ACCESS_KEY_ID,
              secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
              ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
            }
          : undefined,
    },
  };
}

/** Reads the environment, with a clear message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = e.MULTI_NODE ? multiNodeProblems(e) : [];
  if (problems.length)
    throw new ConfigError(
      `Invalid configuration for several nodes (MULTI_NODE=on):\n${problems.join('\n')}\n` +
        'Generate each secret once (openssl rand -hex 32) and give all nodes the same values; a server ' +
        'that ran alone until now has them in DATA_DIR/session-secret and DATA_DIR/sso-secret-key.',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(
      /\/$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET,
    ssoSecretKey: e.SSO_SECRET_KEY,
    ssoAllowLoopbackHttp: e.SSO_ALLOW_LOOPBACK_HTTP ?? false,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    passwordResetHours: e.PASSWORD_RESET_HOURS,
    setPasswordLinkDays: e.SET_PASSWORD_LINK_DAYS,
    approvalLinkDays: e.APPROVAL_LINK_DAYS,
    demo: e.DEMO ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseRestartSeconds: e.DATABASE_RESTART_SECONDS,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
      perAccount: e.SIGN_IN_FAILURES_PER_ACCOUNT,
      perIp: e.SIGN_IN_FAILURES_PER_IP,
    },
    sessionPurgeCron: e.SESSION_PURGE_CRON,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditPackMaxBytes: e.AUDIT_PACK_MAX_MB * 1024 * 1024,
    storage: parseStorage(e),
    jobs: { enabled: true },
    multiNode: e.MULTI_NODE ?? false,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
