// Writes public/favicon.ico (16, 32 and 48 px PNGs in one ICO) and public/apple-touch-icon.png (180 px,
// opaque: iOS fills transparent corners black) from public/favicon.svg. Run after changing the SVG:
// `npx tsx scripts/build-icons.ts`; the results are committed (browsers and iOS ask for these exact
// paths without reading any <link>).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(resolve(root, 'public/favicon.svg'));

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista's format change). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main() {
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(
    sizes.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  writeFileSync(resolve(root, 'public/favicon.ico'), icoFromPngs(pngs));
  // The brand colour behind the whole square (the SVG's rounded corners would be black on iOS).
  const touch = await sharp(svg, { density: 72 * (180 / 32) })
    .resize(180, 180)
    .flatten({ background: '#0b5c8a' })
    .png()
    .toBuffer();
  writeFileSync(resolve(root, 'public/apple-touch-icon.png'), touch);
  console.log('public/favicon.ico, public/apple-touch-icon.png written');
}

await main();
