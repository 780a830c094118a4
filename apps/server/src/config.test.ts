import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The ConfigError thrown for this environment (fails the test when none is thrown). */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      appUrl: 'http://127.0.0.1:3000',
      smtpUrl: undefined,
      sessionSecret: undefined,
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 24,
      demo: true,
      demoPassword: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    // Never "trust every hop": on means the nearest proxy only.
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(
      loadConfig({ SIGN_IN_FAILURES_PER_ACCOUNT: '4', RATE_LIMIT_WINDOW_MINUTES: '5' }).rateLimit,
    ).toEqual({
      windowSeconds: 300,
      perAccount: 4,
      perIp: 50,
    });
  });

  it('takes DATABASE_POOL_SIZE as connections per process: 4 by default, 1 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(configError({ DATABASE_POOL_SIZE: '0' }).message).toMatch(/DATABASE_POOL_SIZE/);
    expect(configError({ DATABASE_POOL_SIZE: 'many' }).message).toMatch(/DATABASE_POOL_SIZE/);
  });

  it('turns DEMO on for the embedded database and off with DATABASE_URL, unless DEMO says otherwise', () => {
    expect(loadConfig({}).demo).toBe(true);
    const url = 'postgres://pdp@db.example:5432/pdp';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ demo: false, databaseUrl: url });
    expect(loadConfig({ DATABASE_URL: 'postgresql://pdp@db.example/pdp' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'no' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'yes' }).demo).toBe(true);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/pdp',
      APP_URL: 'https://pd.example.edu/',
      SESSION_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/pdp',
      appUrl: 'https://pd.example.edu',
      sessionSecret: 'x'.repeat(32),
      logLevel: 'warn',
    });
    // Listening on every interface, the default public URL points at localhost.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).appUrl).toBe('http://localhost:4000');
  });

  it('keeps files on local disk by default, and reads the S3 settings with STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'pdp-files',
        AWS_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'on',
        S3_PRESIGNED_DOWNLOADS: 'true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'pdp-files',
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        presignedDownloads: true,
        presignedSeconds: 60,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
    // Without keys, the SDK's own chain (an instance role...) signs; S3_REGION wins over AWS_REGION.
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1', AWS_REGION: 'eu-west-1' }).storage
        .s3,
    ).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      presignedDownloads: false,
    });
  });

  it('names each missing S3 setting with STORAGE=s3, and a bad STORAGE', () => {
    const lines = configError({ STORAGE: 's3', AWS_ACCESS_KEY_ID: 'id' }).message.split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(':')[0])).toEqual([
      'S3_BUCKET',
      'S3_REGION',
      'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY',
    ]);
    expect(configError({ STORAGE: 'ftp' }).message).toContain('STORAGE: must be local or s3');
    expect(
      configError({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'ftp://x' }).message,
    ).toContain('S3_ENDPOINT: must be an http(s) URL');
  });

  it('names PORT when it is not a port number', () => {
    for (const PORT of ['abc', '3000.5', '70000', '-1']) {
      const error = configError({ PORT });
      expect(error.message).toMatch(/^Invalid configuration:\n/);
      expect(error.message).toMatch(/^ {2}PORT: /m);
    }
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    for (const DATABASE_URL of ['mysql://root@localhost/pdp', 'not a url', 'http://db.example']) {
      expect(configError({ DATABASE_URL }).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
  });

  it('names DEMO and lists the accepted values when it is not a flag', () => {
    expect(configError({ DEMO: 'maybe' }).message).toContain(
      'DEMO: must be one of 1, 0, true, false, yes, no, on, off',
    );
  });

  it('names SESSION_SECRET when it is shorter than 32 characters', () => {
    expect(configError({ SESSION_SECRET: 'too-short' }).message).toContain(
      'SESSION_SECRET: must be at least 32 characters',
    );
  });

  it('lists every bad variable at once, one per line', () => {
    const message = configError({ PORT: 'abc', DEMO: 'maybe', SESSION_SECRET: 'short' }).message;
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual(['DEMO', 'PORT', 'SESSION_SECRET']);
  });

  it('names other bad URLs and the log level too', () => {
    expect(configError({ APP_URL: 'ftp://files.example' }).message).toContain(
      'APP_URL: must be an http(s) URL',
    );
    expect(configError({ SMTP_URL: 'http://mail.example' }).message).toContain(
      'SMTP_URL: must be an smtp://',
    );
    expect(configError({ LOG_LEVEL: 'loud' }).message).toMatch(/^ {2}LOG_LEVEL: /m);
  });

  it('refuses MULTI_NODE without the shared secrets and an external database, naming each', () => {
    const message = configError({ MULTI_NODE: 'on' }).message;
    expect(message).toMatch(/^Invalid configuration for several nodes \(MULTI_NODE=on\):\n/);
    for (const name of ['SESSION_SECRET', 'SSO_SECRET_KEY', 'DATABASE_URL'])
      expect(message).toMatch(new RegExp(`^ {2}${name}: required with MULTI_NODE`, 'm'));
    expect(message).toContain('DATA_DIR/sso-secret-key');

    const secret = 'x'.repeat(32);
    const shared = { DATABASE_URL: 'postgres://db.example/pdp', SESSION_SECRET: secret };
    expect(configError({ MULTI_NODE: 'on', ...shared }).message).not.toContain('SESSION_SECRET');
    const config = loadConfig({ MULTI_NODE: 'on', ...shared, SSO_SECRET_KEY: secret });
    expect(config).toMatchObject({ multiNode: true, sessionSecret: secret, ssoSecretKey: secret });
    // A single server keeps generating what it lacks into DATA_DIR.
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).multiNode).toBe(false);
  });

  it('reads the shutdown settings, with a 30-second bound on requests in flight', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainSeconds: 0, shutdownTimeoutSeconds: 30 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '10' })).toMatchObject({
      shutdownDrainSeconds: 5,
      shutdownTimeoutSeconds: 10,
    });
    expect(configError({ SHUTDOWN_TIMEOUT_SECONDS: '0' }).message).toMatch(
      /^ {2}SHUTDOWN_TIMEOUT_SECONDS: /m,
    );
  });
});
