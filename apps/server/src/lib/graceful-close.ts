import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Stops a node without failing a request (docs/deployment.md, "Graceful shutdown"): /readyz answers 503
 * at once, so a load balancer stops sending; after SHUTDOWN_DRAIN_SECONDS the node stops accepting
 * connections and lets the requests in flight finish, closing any still running after
 * SHUTDOWN_TIMEOUT_SECONDS; then it stops taking jobs and lets the running ones finish (the app's
 * onClose hooks run after the requests).
 */
export async function closeGracefully(
  app: FastifyInstance,
  config: Pick<AppConfig, 'shutdownDrainSeconds' | 'shutdownTimeoutSeconds'>,
): Promise<void> {
  app.deps.lifecycle.isDraining = true;
  if (config.shutdownDrainSeconds > 0) await sleep(config.shutdownDrainSeconds * 1000);
  const force = setTimeout(() => {
    app.log.warn(
      `requests still running after SHUTDOWN_TIMEOUT_SECONDS (${config.shutdownTimeoutSeconds} s): closing their connections`,
    );
    app.server.closeAllConnections();
  }, config.shutdownTimeoutSeconds * 1000);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
