import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddedCluster } from './embedded-cluster.js';

/**
 * Brings the embedded PostgreSQL back when its postmaster dies under the running app (killed, crashed,
 * the OOM killer): it starts it again on the same socket, and crash recovery replays the write-ahead
 * log, so no committed row is lost. Meanwhile requests answer 503 and the pools reconnect on their own
 * once it is back. If it cannot be brought back within `withinMs`, `giveUp` ends the app with a
 * non-zero exit, so that its service manager restarts the whole of it (docs/configuration.md).
 */
export interface SupervisorOptions {
  /** How long to keep trying (DATABASE_RESTART_SECONDS); 0 gives up at once. */
  withinMs: number;
  /** True once the app is stopping: a postmaster stopped with it is not restarted. */
  isStopping(): boolean;
  giveUp(): void;
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
  /** The first wait between attempts; it doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** PostgreSQL's own reason when its log says (the last FATAL or PANIC line), else the message's first line. */
function reasonOf(error: unknown): string {
  const lines = String((error as Error)?.message ?? error).split('\n');
  return lines.findLast((line) => /\b(FATAL|PANIC):/.test(line))?.trim() ?? lines[0]!;
}

export function superviseCluster(cluster: EmbeddedCluster, options: SupervisorOptions): void {
  const { withinMs, isStopping, giveUp, log = console, firstDelayMs = 250, maxDelayMs = 8000 } = options;

  async function bringBack(reason: string) {
    const diedAt = Date.now();
    log.error(
      `The embedded PostgreSQL stopped unexpectedly (${reason}). Requests answer 503 until it is back; ` +
        `restarting it (crash recovery replays its write-ahead log), for up to ${seconds(withinMs)}.`,
    );
    let lastError: unknown = new Error('no attempt within DATABASE_RESTART_SECONDS');
    for (let attempt = 1, delay = firstDelayMs; ; attempt++, delay = Math.min(delay * 2, maxDelayMs)) {
      const left = withinMs - (Date.now() - diedAt);
      if (isStopping()) return;
      if (left <= 0) break;
      // The old postmaster's backends may still be leaving; a start before they have left fails.
      await sleep(Math.min(delay, left));
      if (isStopping()) return;
      try {
        await cluster.restart(Math.max(withinMs - (Date.now() - diedAt), 1000));
        log.log(
          `The embedded PostgreSQL is running again after ${seconds(Date.now() - diedAt)} (attempt ${attempt}).`,
        );
        return;
      } catch (error) {
        lastError = error;
        log.warn(`Restarting the embedded PostgreSQL failed (attempt ${attempt}): ${reasonOf(error)}`);
      }
    }
    log.error(
      `The embedded PostgreSQL could not be restarted within ${seconds(withinMs)}; exiting so that the ` +
        `service manager restarts PD Passport. Last error:\n${String((lastError as Error)?.message ?? lastError)}`,
    );
    giveUp();
  }

  cluster.onCrash((reason) => void bringBack(reason));
}
