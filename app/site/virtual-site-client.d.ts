// Provided by the Vite plugin in vite-site-client.ts.
declare module 'virtual:site-client' {
  /** null in the browser bundle, which never renders public pages. */
  const siteClient: {
    src: string;
    preload: string[];
    dev: boolean;
    /** Development only: React Router's Fast Refresh preamble module, imported before the entry. */
    preamble?: string;
  } | null;
  export default siteClient;
}
