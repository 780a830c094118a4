#!/usr/bin/env node
// Developer mode: the API server (restarting on change) and Vite's dev server (hot reload, proxying
// the API and the server-rendered pages to the API server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  // One process: a restart on change reloads one app, not a primary and its workers.
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { WEB_CONCURRENCY: '1', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@pdp/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
