import { describe, expect, it } from 'vitest';
import { compactRouteManifest } from './compact-route-manifest.server';

const manifest = { entry: { module: '/assets/entry.client-x.js', imports: ['/assets/react-y.js'], css: [] }, routes: { root: { id: 'root', path: '' } }, version: 'v1' };
const script = (json: string) =>
  `<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-x.js");</script>`;

describe('compactRouteManifest', () => {
  it('writes the inline route manifest without indentation and leaves the rest of the document alone', () => {
    const before = `<!DOCTYPE html><html><body><p>Größe</p>${script(JSON.stringify(manifest, null, 2))}</body></html>`;
    const after = compactRouteManifest(Buffer.from(before)).toString('utf8');
    expect(after).toBe(`<!DOCTYPE html><html><body><p>Größe</p>${script(JSON.stringify(manifest))}</body></html>`);
    expect(Buffer.byteLength(after)).toBeLessThan(Buffer.byteLength(before));
  });

  it('leaves a document without a manifest, or with one it cannot read, unchanged', () => {
    for (const html of ['<!DOCTYPE html><p>Impressum</p>', script('{"entry": '), `window.__reactRouterManifest = {"a":1}; no end`]) {
      const buffer = Buffer.from(html);
      expect(compactRouteManifest(buffer)).toBe(buffer);
    }
  });
});
