import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { devPhotos } from './scripts/build-photos-vite';
import { siteClientEntry } from './vite-site-client';

/**
 * The back office's first load in fewer files (issue 15, decision 203): every file is a modulepreload
 * link and a line of the route manifest in each document, ~385 bytes of response headers, and a round
 * trip on a slow connection. These groups join small modules that nearly every staff page loads anyway;
 * each group holds only leaf modules (a group takes its modules' imports along), and none is imported by
 * the public site's script, whose pages stay as small as they were (the booking island shares `ui`).
 */
const firstLoadGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'ui', test: /[\\/]app[\\/]ui[\\/](button|badge|card|input|label|native-select|cn|font-preload)\.tsx?$/ },
  {
    name: 'core',
    test: /[\\/]app[\\/](company\.ts|nonce\.tsx|staff[\\/]realtime[\\/]own-changes\.ts|domain[\\/](calendar-days|bookings[\\/](transport|status)|text[\\/]plain-text|staff-access[\\/]policy)\.ts)$/,
  },
  // lucide's runtime and the icons of the shell and the list's toolbar; every other icon stays with its screen.
  {
    name: 'icons',
    test: /lucide-react[\\/]dist[\\/]esm[\\/]((?!icons[\\/]).*|icons[\\/](key-round|menu|x|log-out|search|calendar-plus)\.mjs)$/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server and every route share one module graph
  // (one database handle, one outbox worker).
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
    : { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } } },
  // Bundled into the server build instead of imported from node_modules at run time: their entries
  // load every icon, locale and function (about 1 200 modules, ~30 MiB resident after the first
  // request); bundled, only what the app uses is in it (decision 114).
  ssr: { noExternal: ['lucide-react', 'date-fns', 'react-day-picker', 'radix-ui', /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter(), siteClientEntry(), devPhotos()],
}));
