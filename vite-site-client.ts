// The public site's browser entry (decision 004): public pages are server-rendered but not hydrated by
// React Router; they load only `app/site/client/site.client.ts`. This plugin adds that file to the client
// build as an extra entry chunk and tells the server bundle its hashed URL through the virtual module
// `virtual:site-client`. In development the URL is the source file, which Vite's dev server transforms.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SITE_CLIENT_SOURCE = 'app/site/client/site.client.ts';
/**
 * React Router's internal knowledge this project depends on lives here and nowhere else (check it on
 * every React Router upgrade): the dev-server module that installs React Fast Refresh's preamble (what
 * its <Scripts> would do, needed by the booking island in development), and the client build's Vite
 * manifest, which React Router writes to build/client/.vite/ and removes after the build.
 */
export const REACT_ROUTER_INTERNALS = {
  hmrRuntime: '/@id/__x00__virtual:react-router/inject-hmr-runtime',
  clientManifest: '../client/.vite/manifest.json',
} as const;
const VIRTUAL_ID = 'virtual:site-client';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type ManifestChunk = { file: string; imports?: string[] };

export function siteClientEntry(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let isSsrBuild = false;
  let outDir = '';
  return {
    name: 'krankenfahrt:site-client-entry',
    configResolved(config) {
      command = config.command;
      isSsrBuild = Boolean(config.build.ssr);
      outDir = config.build.outDir;
    },
    buildStart() {
      if (command === 'build' && !isSsrBuild) this.emitFile({ type: 'chunk', id: SITE_CLIENT_SOURCE, name: 'site' });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The browser never renders public pages (they are plain documents), so the client bundle needs no URL.
      if (!isSsrBuild && command === 'build') return 'export default null;';
      if (command === 'serve') {
        return `export default ${JSON.stringify({ src: `/${SITE_CLIENT_SOURCE}`, preload: [], dev: true, preamble: REACT_ROUTER_INTERNALS.hmrRuntime })};`;
      }
      // The client build runs first; its Vite manifest (removed by React Router after the build) names
      // the entry's file and the chunks it imports statically.
      const manifestPath = resolve(outDir, REACT_ROUTER_INTERNALS.clientManifest);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      const entry = manifest[SITE_CLIENT_SOURCE];
      if (!entry) throw new Error(`${SITE_CLIENT_SOURCE} is missing from ${manifestPath}`);
      const preload = (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`);
      return `export default ${JSON.stringify({ src: `/${entry.file}`, preload, dev: false })};`;
    },
  };
}
