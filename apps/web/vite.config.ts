import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server (`npm run dev`, port 3000) owns the API and the server-rendered
// account pages. `/users/...` is matched narrowly (a `^` key is a regex) so that console routes
// under /users (/users/12, /users_import) still reach the Vite app.
const SERVER = 'http://127.0.0.1:3000';
const proxied = [
  '/api',
  '^/users/(sign_in|password)',
  '/sso',
  '/auth-assets',
  '/healthz',
  '/uploads',
  '/templates',
];

// The contract package declares no `sideEffects`, so the bundler would keep every module it
// re-exports (and zod with them) as soon as the shell imports one constant. Its modules only
// declare schemas and constants, so unused ones may be dropped.
const contractDir = path.resolve(import.meta.dirname, '../../packages/contract/src');
const isContractModule = (id: string) => id.startsWith(contractDir);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-report.ts reads it to tell the initial download from the lazy area chunks.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !isContractModule(id),
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Only what the shell loads up front (`$initial`) is grouped; a library that only an area
        // uses (the data grid, date pickers, form code) stays with that area's lazy chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER }])),
  },
});
