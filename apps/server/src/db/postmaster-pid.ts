import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The postmaster that runs on a data directory, found through its postmaster.pid, and the app process
 * that started it (`<dir>.owner`): a second process (the admin CLI) borrows a running cluster, and a
 * postmaster left behind by an app killed with -9 is stopped before a new one starts.
 */

/**
 * Whether `pid` runs and its command line names `program` (a pid may have been reused since it was
 * written down; a zombie has an empty command line). Without /proc (macOS), a live pid is trusted.
 */
function isRunning(pid: number, program: 'postgres' | 'node'): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return true;
  }
}
const isPostgresProcess = (pid: number) => isRunning(pid, 'postgres');
const isNodeProcess = (pid: number) => isRunning(pid, 'node');

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** Where its socket is, when it listens on one (postmaster.pid's fifth line). */
  socketDir: string | undefined;
  /** The app process that started it, when that process still runs. */
  isOwnerAlive: boolean;
}

/** The postmaster running on `dir`, from its postmaster.pid; a stale file is removed. */
export function runningPostmaster(dir: string): RunningPostmaster | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) {
    unlinkSync(pidFile);
    return undefined;
  }
  const ownerFile = ownerFileOf(dir);
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : 0;
  return {
    pid,
    port: Number(lines[3]),
    socketDir: lines[4]?.trim() || undefined,
    isOwnerAlive: owner > 0 && owner !== process.pid && isNodeProcess(owner),
  };
}

export const ownerFileOf = (dir: string) => `${dir}.owner`;

/**
 * Stops a postmaster left running by an app that was killed (fast shutdown, then immediate if it hangs).
 * Answers whether there was one.
 */
export async function stopOrphan(dir: string, timeoutMs = 15_000): Promise<boolean> {
  const running = runningPostmaster(dir);
  if (!running) return false;
  process.kill(running.pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isPostgresProcess(running.pid)) {
    if (Date.now() > deadline) {
      process.kill(running.pid, 'SIGQUIT');
      await sleep(500);
      break;
    }
    await sleep(25);
  }
  return true;
}
