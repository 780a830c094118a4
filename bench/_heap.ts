// The JavaScript heap a server's workers keep: each worker's inspector is opened (SIGUSR1, as
// `node --inspect` would), a full garbage collection runs, the heap's used bytes are read, and the
// inspector is closed again, one worker at a time on 127.0.0.1:9229. Unlike the resident memory, which
// follows how far V8 has let the heap grow before collecting (the same run measured 288–585 MB per
// turn, whatever the institutes), this is what the worker holds on to: caches, pools, statements.
import { processesRss } from './_server.js';

const INSPECTOR = 'http://127.0.0.1:9229/json/list';

async function debuggerUrl(): Promise<string> {
  for (let i = 0; i < 100; i++) {
    try {
      const [target] = (await (await fetch(INSPECTOR)).json()) as { webSocketDebuggerUrl: string }[];
      if (target) return target.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the worker did not open its inspector on 127.0.0.1:9229 within 5 s');
}

async function portFree() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(INSPECTOR);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('127.0.0.1:9229 is still taken 5 s after the inspector was closed');
}

/** One worker's heap after a full collection, in MB. */
async function heapAfterCollection(pid: number): Promise<number> {
  await portFree();
  process.kill(pid, 'SIGUSR1');
  const socket = new WebSocket(await debuggerUrl());
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const evaluate = async (expression: string) =>
    ((await send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: unknown } })
      .result.value;
  try {
    await send('HeapProfiler.collectGarbage');
    return Number(await evaluate('process.memoryUsage().heapUsed')) / 2 ** 20;
  } finally {
    const closed = new Promise((resolve) => (socket.onclose = resolve));
    socket.send(
      JSON.stringify({
        id: ++id,
        method: 'Runtime.evaluate',
        params: { expression: "process.getBuiltinModule('node:inspector').close()" },
      }),
    );
    await closed;
  }
}

/** The heap each worker of a server (the primary's Node children) keeps after a full collection, in MB. */
export async function retainedHeapsMb(serverPid: number): Promise<number[]> {
  const workers = processesRss(serverPid).filter((p) => p.ppid === serverPid && p.comm !== 'postgres');
  const heaps: number[] = [];
  for (const worker of workers) heaps.push(await heapAfterCollection(worker.pid));
  return heaps;
}
