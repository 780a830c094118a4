import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createAppDeps } from './app-deps.js';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { authPageRoutes } from './features/auth/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { isApprovalLinkUrl, sendInvalidLinkPage } from './features/team/email-approval-routes.js';
import { uploadRoutes } from './features/settings/upload-routes.js';
import { templateRoutes } from './features/templates/routes.js';
import { evidenceUploadRoutes } from './features/uploads/routes.js';
import { loggerOptions, logRequest, stdoutDestination } from './lib/logging.js';
import { parseNestedParams } from './lib/nested-params.js';
import { serverDir } from './lib/paths.js';
import { readOrCreateSecret } from './lib/secrets.js';
import { presignedDownloadOrigin } from './lib/storage.js';
import { auth } from './plugins/auth.js';
import { errorHandler } from './plugins/error-handler.js';
import { responseHeaders } from './plugins/response-headers.js';
import { securityHeaders } from './plugins/security-headers.js';
import { FEATURE_JOBS } from './jobs.js';
import { jobs } from './plugins/jobs.js';
import { webApp } from './plugins/web-app.js';
import { FEATURE_ROUTES } from './routes.js';

export interface BuildAppOptions {
  /** An open database (tests pass a fresh one); otherwise the app opens and owns one from the config. */
  database?: DatabaseHandle;
  /** Where logs go (tests capture them to check nothing secret is written). */
  logStream?: DestinationStream;
}

/**
 * An address that cannot be decoded (or routed) fails before any route: an approval link still gets
 * its HTML "not valid" page; any other address Fastify's own answer.
 */
function answerUnroutable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isApprovalLinkUrl(request.url)) return sendInvalidLinkPage(reply);
  const statusCode = error.statusCode ?? 400;
  return reply
    .status(statusCode)
    .send({ error: STATUS_CODES[statusCode], code: error.code, message: error.message, statusCode });
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ ...config, poolSize: config.databasePoolSize }));
  const sessionSecret = config.sessionSecret ?? readOrCreateSecret(config.dataDir, 'session-secret');
  const ssoSecretKey = config.ssoSecretKey ?? readOrCreateSecret(config.dataDir, 'sso-secret-key');
  const deps = createAppDeps({ ...config, sessionSecret, ssoSecretKey }, database);

  const logStream = options.logStream ?? stdoutDestination();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request, written by logRequest, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { querystringParser: parseNestedParams },
    frameworkErrors: answerUnroutable,
    bodyLimit: 1024 * 1024,
    // A hop count: believe X-Forwarded-For for that many proxies nearest to us, and no further.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onResponse', logRequest);
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    deps.mailer.close();
    if (!options.database) await database.close();
  });

  await app.register(errorHandler);
  await app.register(responseHeaders);
  const isHttps = config.appUrl.startsWith('https:');
  // With presigned downloads, evidence previews (an image, a PDF in a frame) load from the bucket.
  const bucket = presignedDownloadOrigin(config.storage.s3);
  await app.register(securityHeaders, {
    // Over plain http (local use), neither HSTS nor upgrading requests to https makes sense.
    hsts: isHttps,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: isHttps ? [] : null,
        ...(bucket && { imgSrc: ["'self'", 'data:', bucket], frameSrc: ["'self'", bucket] }),
      },
    },
  });
  // API answers (a 100-row list is ~66 KB of JSON) go compressed to clients that ask; the web build's
  // files are precompressed and served as they are (plugins/web-app.ts). Brotli at quality 4 costs
  // about what gzip does, for smaller answers; under 1 KB compressing is not worth it.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: sessionSecret });
  // Only lib/read-upload.ts reads multipart bodies, with the limits each route declares (config.upload).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PD Passport API',
        version: '1.0.0',
        description: 'Staff console and educator app API.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pdp_session' },
          // An institute's API token: the reports' GETs only (docs/using-compliance.md "API tokens").
          apiToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(auth);
  await app.register(jobs, { features: FEATURE_JOBS });

  await app.register(healthRoutes);
  await app.register(uploadRoutes);
  await app.register(evidenceUploadRoutes);
  await app.register(templateRoutes);
  await app.register(authPageRoutes);
  await app.register(fastifyStatic, {
    root: path.join(serverDir, 'src/pages/assets'),
    prefix: '/auth-assets/',
  });
  for (const routes of FEATURE_ROUTES) await app.register(routes);
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
