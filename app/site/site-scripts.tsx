// What public pages load instead of React Router's client runtime (decision 004): the site entry, with
// its statically imported chunks preloaded. In development Vite serves the source file; React Fast
// Refresh's preamble (which React Router's <Scripts> would install; its module path comes from
// vite-site-client.ts, the one place that knows React Router internals) is installed first so the
// booking island's components load.
import siteClient from 'virtual:site-client';

export function SiteScripts({ nonce }: { nonce: string | undefined }) {
  if (!siteClient) return null;
  if (siteClient.dev) {
    return (
      <script
        type="module"
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: [siteClient.preamble, siteClient.src]
            .filter(Boolean)
            .map((src) => `import ${JSON.stringify(src)};`)
            .join('\n'),
        }}
      />
    );
  }
  return (
    <>
      {siteClient.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={siteClient.src} />
    </>
  );
}
