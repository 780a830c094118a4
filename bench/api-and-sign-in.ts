// Figures for the foundation: API throughput on the embedded database, and whether a sign-in with an
// unknown email takes as long as one with a known email (it must, so timing reveals nothing).
import autocannon from 'autocannon';
import { signIn, startServer } from './_server.js';

const server = await startServer(3291);
try {
  const admin = await signIn(server.url, 'admin@demo.test');
  if (!admin.cookie) throw new Error(`sign-in failed (${admin.status})`);

  for (const [name, path] of [
    ['GET /healthz', '/healthz'],
    ['GET /api/v1/me', '/api/v1/me'],
  ] as const) {
    const result = await autocannon({
      url: server.url + path,
      connections: 10,
      duration: 5,
      headers: { cookie: admin.cookie },
    });
    console.log(
      `${name.padEnd(16)} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
  }

  // Alternate known and unknown emails (wrong passwords) so both see the same machine noise.
  const timings = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 8; i++) {
    for (const kind of ['known', 'unknown'] as const) {
      const started = performance.now();
      await signIn(
        server.url,
        kind === 'known' ? `educator${i + 1}@demo.test` : `nobody${i}@demo.test`,
        'Wrong-Passw0rd-!!',
      );
      timings[kind].push(performance.now() - started);
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const known = median(timings.known);
  const unknown = median(timings.unknown);
  console.log(`failed sign-in, known email   median ${known.toFixed(1)} ms`);
  console.log(
    `failed sign-in, unknown email median ${unknown.toFixed(1)} ms (ratio ${(unknown / known).toFixed(2)})`,
  );
} finally {
  await server.stop();
}
