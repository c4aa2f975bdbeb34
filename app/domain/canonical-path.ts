// One address per public page (issue 22): /ueber-uns, /ueber-uns//, /UEBER-UNS/ and /ueber-uns/ are the
// same page to a visitor, but four pages to a search engine. Every variant is redirected (301) to the
// canonical path the page declares (trailing slash where SPEC.md has one).

/** The comparison key of a path: repeated slashes collapsed, lower case, no trailing slash. */
export function pathKey(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Looks up the canonical path of a requested one. */
export type CanonicalPaths = (path: string) => string | null;

/** From the list of canonical paths: the canonical path for a variant, or null for unknown paths. */
export function canonicalPaths(paths: readonly string[]): CanonicalPaths {
  const byKey = new Map(paths.map((path) => [pathKey(path), path]));
  return (path) => byKey.get(pathKey(path)) ?? null;
}

/**
 * Where to redirect a request for `path` (without query string) with `search` ('' or '?…'), or null
 * when it is the canonical address already or no public page.
 */
export function canonicalRedirect(lookup: CanonicalPaths, path: string, search: string): string | null {
  const canonical = lookup(path);
  if (!canonical || canonical === path) return null;
  return canonical + search;
}
