import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts or parallel test runs build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Route middleware (the staff session read once per request, no-store for every staff answer):
  // the load context is a RouterContextProvider that also carries our services (services.server.ts).
  future: { v8_middleware: true },
  // The whole route manifest as one hashed, cached build file instead of a partial manifest computed and
  // inlined in every document and fetched again on navigation (decision 208).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
