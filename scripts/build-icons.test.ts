// The committed icons that browsers and iOS ask for by fixed path (written by build-icons.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const publicDir = resolve(import.meta.dirname, '../public');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('icons', () => {
  it('favicon.ico holds 16, 32 and 48 px PNG images', async () => {
    const ico = readFileSync(resolve(publicDir, 'favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt8(entry);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('apple-touch-icon.png is 180 px and opaque', async () => {
    const meta = await sharp(readFileSync(resolve(publicDir, 'apple-touch-icon.png'))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
  });
});
