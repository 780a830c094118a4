// A rolling restart under load (docs/deployment.md): two nodes (MULTI_NODE, one worker each) on one
// PostgreSQL (an embedded cluster started here, given to both as DATABASE_URL), the demo institute
// grown to 20,000 users. Clients send the read mix of bench/load.ts and a trickle of writes (a
// division every 100 ms) round-robin to the nodes a load balancer here counts as ready: it polls each
// node's /readyz every 250 ms, as a real one would. Node A is restarted (SIGTERM, started again), then
// node B. A client retries a request on the other node only when its connection is refused; any other
// failure (an error status, a reset connection) counts. Goal: 0 failed requests.
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDataDirCluster } from '../apps/server/src/db/client.js';
import { ensureDatabase } from '../apps/server/src/db/embedded-cluster.js';
import { prepareReadMix } from './_read-mix.js';
import { startServer, type BenchServer } from './_server.js';

const CONNECTIONS = 16;
const DRAIN_SECONDS = 2;
const PHASE_MS = 8_000;
const PORTS = [3311, 3312];

const dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-rolling-'));
const cluster = await startDataDirCluster(dir);
await ensureDatabase(cluster.adminUrl, 'pdp');
const env = {
  MULTI_NODE: 'on',
  DATABASE_URL: cluster.urlFor('pdp'),
  SESSION_SECRET: 'rolling-restart-session-secret-rolling-restart',
  SSO_SECRET_KEY: 'rolling-restart-sso-secret-key-rolling-restart',
  WEB_CONCURRENCY: '1',
  SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
};
const start = (port: number) => startServer(port, { env });

interface Node {
  server: BenchServer;
  isReady: boolean;
}
const nodes: Node[] = [];
let isRunning = true;
const counts = { ok: 0, failed: 0, retried: 0, writes: 0 };
const failures = new Map<string, number>();
const fail = (what: string) => {
  counts.failed++;
  failures.set(what, (failures.get(what) ?? 0) + 1);
};

try {
  // A first (it migrates and seeds the demo), then B.
  nodes.push({ server: await start(PORTS[0]!), isReady: true });
  nodes.push({ server: await start(PORTS[1]!), isReady: true });
  const { headers, paths } = await prepareReadMix(nodes[0]!.server);

  // The load balancer's health checks.
  const polls = nodes.map(async (node) => {
    while (isRunning) {
      const response = await fetch(`${node.server.url}/readyz`, { signal: AbortSignal.timeout(1000) }).catch(
        () => undefined,
      );
      node.isReady = response?.status === 200;
      await response?.body?.cancel();
      await sleep(250);
    }
  });

  let turn = 0;
  /** Sends one request to the next ready node; on a refused connection, to the next one. */
  async function send(pathname: string, init: RequestInit = {}): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const ready = nodes.filter((node) => node.isReady);
      const node = ready.length ? ready[turn++ % ready.length]! : nodes[turn++ % nodes.length]!;
      try {
        const response = await fetch(`${node.server.url}${pathname}`, {
          ...init,
          headers: { ...headers, ...init.headers },
        });
        await response.arrayBuffer();
        if (response.ok) counts.ok++;
        else fail(`${response.status} ${init.method ?? 'GET'} ${pathname.split('?')[0]}`);
        return;
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code !== 'ECONNREFUSED') return fail(code ?? String(error));
        counts.retried++;
        await sleep(50);
      }
    }
    fail('refused 20 times in a row');
  }

  const readers = Array.from({ length: CONNECTIONS }, async (_, i) => {
    for (let n = i; isRunning; n++) await send(paths[n % paths.length]!());
  });
  const writer = (async () => {
    for (let n = 0; isRunning; n++) {
      await send('/api/v1/divisions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ division: { name: `Rolling ${n} ${Date.now()}` } }),
      });
      counts.writes++;
      await sleep(100);
    }
  })();

  const restart = async (index: number) => {
    const started = performance.now();
    await nodes[index]!.server.stop();
    nodes[index]!.server = await start(PORTS[index]!);
    // Back in the pool once the load balancer sees it ready.
    while (!nodes[index]!.isReady) await sleep(50);
    return ((performance.now() - started) / 1000).toFixed(1);
  };
  await sleep(PHASE_MS);
  const aSeconds = await restart(0);
  await sleep(PHASE_MS);
  const bSeconds = await restart(1);
  await sleep(PHASE_MS);
  isRunning = false;
  await Promise.all([...readers, writer, ...polls]);

  const total = counts.ok + counts.failed;
  console.log(
    `rolling restart of 2 nodes (A out and back in ${aSeconds} s, then B in ${bSeconds} s; drain ${DRAIN_SECONDS} s): ` +
      `${total} requests (${counts.writes} writes) at ${CONNECTIONS + 1} clients, ${counts.retried} retried after a refused connection`,
  );
  for (const [what, n] of failures) console.log(`  failed: ${n} × ${what}`);
  console.log(`${counts.failed} failed requests — goal 0: ${counts.failed === 0 ? 'PASS' : 'FAIL'}`);
  if (counts.failed) process.exitCode = 1;
} finally {
  isRunning = false;
  await Promise.all(nodes.map((node) => node.server.stop()));
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
