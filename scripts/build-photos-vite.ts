// Photos in `npm run dev` (Vite plugin, dev server only): processes content/photos/ into the dev cache
// (node_modules/.cache/photos/) when the dev server starts and again whenever a file there changes, and
// serves the variants under /assets/photos/ as production does. Unchanged photos are not re-encoded.
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as SiteImageSlots from '../app/site/site-image-slots';
import type * as BuildPhotosProcess from './build-photos-process';

// Kept equal to PHOTO_URL_PATH and DEV_PHOTO_CACHE_DIR in app/site/site-image-manifest.ts (the
// build-photos-vite test checks the manifest's URLs against what this plugin serves).
const URL_PATH = '/assets/photos';
const CACHE_DIR = 'node_modules/.cache/photos';
const CONTENT_TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp' };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export function devPhotos(): Plugin {
  return {
    name: 'krankenfahrt:dev-photos',
    apply: 'serve',
    configureServer(server) {
      const sourceDir = resolve(server.config.root, 'content/photos');
      const outDir = resolve(server.config.root, CACHE_DIR);
      const logger = server.config.logger;
      let queue = Promise.resolve();
      const refresh = () => {
        queue = queue.then(async () => {
          try {
            // Through Vite's SSR loader: the config itself stays free of sharp and of app modules.
            const { processPhotos } = (await server.ssrLoadModule(
              here('./build-photos-process.ts'),
            )) as typeof BuildPhotosProcess;
            const { siteImageSlots } = (await server.ssrLoadModule(
              here('../app/site/site-image-slots.ts'),
            )) as typeof SiteImageSlots;
            const manifest = await processPhotos({ sourceDir, outDir, urlPath: URL_PATH, slots: siteImageSlots() });
            const slots = Object.keys(manifest.photos);
            if (slots.length) logger.info(`Fotos bereit: ${slots.join(', ')}`, { timestamp: true });
          } catch (error) {
            logger.error(`Foto-Fehler in content/photos/ – ${(error as Error).message}`);
          }
        });
      };
      refresh();
      server.watcher.add(sourceDir);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(sourceDir + sep)) refresh();
      });
      server.middlewares.use(URL_PATH, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const type = CONTENT_TYPES[extname(name)];
        if (!type || !/^[\w.-]+$/.test(name)) return next();
        const file = join(outDir, name);
        access(file).then(
          () => {
            res.setHeader('Content-Type', type);
            res.setHeader('Cache-Control', 'no-cache');
            createReadStream(file).pipe(res);
          },
          () => next(),
        );
      });
    },
  };
}
