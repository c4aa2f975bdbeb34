import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { devPhotos } from './scripts/build-photos-vite';
import { siteClientEntry } from './vite-site-client';

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server and every route share one module graph
  // (one database handle, one outbox worker).
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : {},
  plugins: [tailwindcss(), reactRouter(), siteClientEntry(), devPhotos()],
}));
