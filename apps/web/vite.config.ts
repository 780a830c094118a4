import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server (`npm run dev`, port 3000) owns the API and the server-rendered
// account pages. `/users/...` is matched narrowly (a `^` key is a regex) so that console routes
// under /users, added later, still reach the Vite app.
const SERVER = 'http://127.0.0.1:3000';
const proxied = ['/api', '^/users/(sign_in|password)', '/sso', '/auth-assets', '/healthz'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
