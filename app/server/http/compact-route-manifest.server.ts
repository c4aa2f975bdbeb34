// React Router inlines the route manifest of the current page into every document it renders
// (`window.__reactRouterManifest = …` in <Scripts>), pretty-printed with two-space indentation: ~7 KB
// on the bookings list, a quarter of it whitespace. No option turns that off, so the rendered document
// gets the same object compact (decision 204). Only that assignment is touched, and only when it parses
// as JSON; anything unexpected leaves the document as it was.
const START = Buffer.from('window.__reactRouterManifest = ');
const END = Buffer.from(';\n  window.__reactRouterRouteModules');

export function compactRouteManifest(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const start = html.indexOf(START);
  if (start < 0) return html;
  const from = start + START.length;
  const to = html.indexOf(END, from);
  if (to < 0) return html;
  let manifest: unknown;
  try {
    manifest = JSON.parse(html.toString('utf8', from, to));
  } catch {
    return html;
  }
  return Buffer.concat([html.subarray(0, from), Buffer.from(JSON.stringify(manifest)), html.subarray(to)]);
}
