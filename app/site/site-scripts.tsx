// What public pages load instead of React Router's client runtime (decision 004): the site entry, with
// its statically imported chunks preloaded. In development Vite serves the source file; React Fast
// Refresh's preamble (which React Router's <Scripts> would install) is installed first so the booking
// island's components load.
import siteClient from 'virtual:site-client';

const DEV_REFRESH_PREAMBLE = '/@id/__x00__virtual:react-router/inject-hmr-runtime';

export function SiteScripts({ nonce }: { nonce: string | undefined }) {
  if (!siteClient) return null;
  if (siteClient.dev) {
    return (
      <script
        type="module"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(DEV_REFRESH_PREAMBLE)};\nimport ${JSON.stringify(siteClient.src)};` }}
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
