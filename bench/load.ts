// Load on the real server (issue 10 §7): `npm start` in a second process (default workers, embedded
// PostgreSQL, demo data), its demo institute grown to 20,000 users with SQL, then
//   1. the read mix of 7 endpoints at 50 connections: goal ≥ 800 req/s, p99 ≤ 150 ms, 0 errors;
//   2. GET /me at 10 connections while a 2000-row import runs: goal p99 ≤ 100 ms during the import.
// autocannon runs here, in this process; every request goes to 127.0.0.1. BENCH_EACH=1 also prints
// each endpoint of the mix alone (4 s at 50 connections), to see which one holds the mix back, with
// the CPU time one request costs the server's processes (from /proc: it does not move with other work).
import { prepareReadMix } from './_read-mix.js';
import { loadRun, startServer, treeCpuMs } from './_server.js';
import { userImportRequest } from './_users-tenant.js';

const server = await startServer(3297);
try {
  const { supervisorUid, headers, paths, requests } = await prepareReadMix(server);

  // 1. The read mix: each connection cycles through the 7, with a random page, fragment and user.
  const mix = (duration: number) =>
    loadRun({ url: server.url, connections: 50, duration, headers, requests });
  await mix(5); // warm-up: JIT, connection pools, caches
  if (process.env.BENCH_EACH) {
    for (const [i, request] of requests.entries()) {
      const cpuBefore = treeCpuMs(server.pid);
      const clientBefore = process.cpuUsage();
      const alone = await loadRun({
        url: server.url,
        connections: 50,
        duration: 4,
        headers,
        requests: [request],
      });
      const cpuAfter = treeCpuMs(server.pid);
      const client = process.cpuUsage(clientBefore);
      const perRequest = (key: 'node' | 'postgres') =>
        ((cpuAfter[key] - cpuBefore[key]) / alone.requests.total).toFixed(2);
      console.log(
        `  alone: ${paths[i]!().padEnd(50)} ${Math.round(alone.requests.average)} req/s, p99 ${alone.latency.p99} ms,` +
          ` CPU per request: Node ${perRequest('node')} ms + PostgreSQL ${perRequest('postgres')} ms` +
          ` (autocannon ${((client.user + client.system) / 1000 / alone.requests.total).toFixed(2)} ms)`,
      );
    }
  }
  const cpuBefore = treeCpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const result = await mix(20);
  const cpuAfter = treeCpuMs(server.pid);
  const client = process.cpuUsage(clientBefore);
  const errors = result.errors + result.timeouts + result.non2xx;
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const pass = rps >= 800 && p99 <= 150 && errors === 0;
  console.log(
    `read mix of 7 endpoints, 50 connections, 20 s: ${Math.round(rps)} req/s, p50 ${result.latency.p50} ms,` +
      ` p99 ${p99} ms, ${errors} errors — goal ≥ 800 req/s, p99 ≤ 150 ms, 0 errors: ${pass ? 'PASS' : 'FAIL'}`,
  );
  // CPU per request of the mix: steadier than req/s from run to run, so the way to compare two builds.
  const perRequest = (ms: number) => (ms / result.requests.total).toFixed(2);
  console.log(
    `  CPU per request of the mix: Node ${perRequest(cpuAfter.node - cpuBefore.node)} ms +` +
      ` PostgreSQL ${perRequest(cpuAfter.postgres - cpuBefore.postgres)} ms` +
      ` (autocannon ${perRequest((client.user + client.system) / 1000)} ms)`,
  );

  // 2. GET /me while an import runs: the latencies of the answers that arrive during the import.
  const latencies: { at: number; ms: number; ok: boolean }[] = [];
  const me = loadRun({ url: `${server.url}/api/v1/me`, connections: 10, duration: 60, headers });
  me.on('response', (_client, statusCode, _bytes, responseTime) =>
    latencies.push({ at: performance.now(), ms: responseTime, ok: statusCode === 200 }),
  );
  await new Promise((r) => setTimeout(r, 2000));
  const { body, contentType } = await userImportRequest(2000, {
    prefix: 'L',
    departmentCode: 'BD1',
    employmentType: 'Bench employment 1',
    supervisorUid,
  });
  const importStarted = performance.now();
  const response = await fetch(`${server.url}/api/v1/users/import`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  const importEnded = performance.now();
  const imported = (await response.json()) as { data: { errors: string[]; stats: object } };
  me.stop();
  if (response.status !== 200 || imported.data.errors.length)
    throw new Error(`import failed: ${JSON.stringify(imported).slice(0, 300)}`);
  const during = latencies.filter((l) => l.at >= importStarted && l.at <= importEnded);
  const sorted = during.map((l) => l.ms).sort((a, b) => a - b);
  const importP99 = sorted[Math.floor(sorted.length * 0.99)] ?? NaN;
  const failed = during.filter((l) => !l.ok).length;
  console.log(
    `GET /me (10 connections) during a 2000-row import of ${(importEnded - importStarted).toFixed(0)} ms` +
      ` ${JSON.stringify(imported.data.stats)}: ${during.length} answers, p50 ${sorted[Math.floor(sorted.length / 2)]} ms,` +
      ` p99 ${importP99} ms, max ${sorted.at(-1)} ms, ${failed} errors — goal p99 ≤ 100 ms:` +
      ` ${importP99 <= 100 && failed === 0 ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await server.stop();
}
