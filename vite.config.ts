import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { devPhotos } from './scripts/build-photos-vite';
import { siteClientEntry } from './vite-site-client';

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server and every route share one module graph
  // (one database handle, one outbox worker).
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : {},
  // Bundled into the server build instead of imported from node_modules at run time: their entries
  // load every icon, locale and function (about 1 200 modules, ~30 MiB resident after the first
  // request); bundled, only what the app uses is in it (decision 114).
  ssr: { noExternal: ['lucide-react', 'date-fns', 'react-day-picker', 'radix-ui', /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter(), siteClientEntry(), devPhotos()],
}));
