import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts or parallel test runs build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR || 'build',
} satisfies Config;
