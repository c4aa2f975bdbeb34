// Last step of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible
// file in $BUILD_DIR/client/assets, so the server sends pre-made bytes and never compresses a script or
// stylesheet per request (app/server/http/static-assets.server.ts).
import { resolve } from 'node:path';
import { precompressDirectory } from '../app/server/http/static-assets.server';

const dir = resolve(process.env.BUILD_DIR || 'build', 'client', 'assets');
const { files, bytes, brBytes } = await precompressDirectory(dir);
console.log(
  `Vorkomprimiert: ${files} Dateien, ${(bytes / 1024).toFixed(0)} KiB → ${(brBytes / 1024).toFixed(0)} KiB (brotli).`,
);
