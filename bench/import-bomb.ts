// A hostile upload against the real server (issue 12 §1): a 4.9 MB users CSV of a header and 2.45 million
// lines of `a`, sent by an institute admin. Goal: refused in ≤ 1 s with ≤ 50 MB of memory growth (the
// server's process tree: primary, workers, PostgreSQL, peak while one upload is processed), while
// /healthz keeps answering.
//
//   npm run bench -- import-bomb
import { USER_IMPORT_COLUMNS } from '@pdp/contract';
import { signIn, startServer, treeMemoryMb } from './_server.js';

const GOALS = { seconds: 1, memoryMb: 50 };
const server = await startServer(3800 + Math.floor(Math.random() * 90));
try {
  const { cookie } = await signIn(server.url, 'admin@demo.test');
  if (!cookie) throw new Error('could not sign in as admin@demo.test');
  const header = Object.values(USER_IMPORT_COLUMNS).join(',');
  const bomb = `${header}\n${'a\n'.repeat(2_450_000)}`;

  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([bomb], { type: 'text/csv' }), 'users.csv');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/users/import`, {
      method: 'POST',
      headers: { cookie, 'x-client-app': 'webapp' },
      body: form,
    });
    const body = (await response.json()) as { data?: { errors?: string[] } };
    return { ms: performance.now() - started, status: response.status, errors: body.data?.errors ?? [] };
  };

  // Health probes every 50 ms while the bomb is processed: the slowest shows whether the server froze.
  let slowestHealth = 0;
  let probing = true;
  const probes = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${server.url}/healthz`);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  await upload(); // warm-up, once per worker: the first upload loads the CSV parser
  await upload();
  const before = treeMemoryMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeMemoryMb(server.pid))), 20);
  const results = [await upload()];
  clearInterval(sampler);
  for (let i = 0; i < 4; i++) results.push(await upload());
  probing = false;
  await probes;

  const worst = Math.max(...results.map((r) => r.ms));
  const growth = peak - before;
  console.log(`answer: ${results[0]!.status} ${JSON.stringify(results[0]!.errors)}`);
  console.log(
    `refused in (worst of 5)          ${(worst / 1000).toFixed(2)} s    goal ≤ ${GOALS.seconds} s    ${worst <= GOALS.seconds * 1000 ? 'ok' : 'OVER'}`,
  );
  console.log(
    `memory growth (server tree)      ${growth.toFixed(1)} MB   goal ≤ ${GOALS.memoryMb} MB   ${growth <= GOALS.memoryMb ? 'ok' : 'OVER'}  (peak during one upload: ${before.toFixed(0)} → ${peak.toFixed(0)} MB)`,
  );
  console.log(`slowest /healthz meanwhile       ${slowestHealth.toFixed(0)} ms`);
} finally {
  await server.stop();
}
