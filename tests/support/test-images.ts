// Real, decodable images for upload tests: every stored image is decoded and written anew (issue 39,
// decision 254), so a 1 × 1 pixel or the first bytes of a JPEG no longer pass as a signature or photo.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A signature as the drivers' app draws it: dark strokes on white, PNG. */
export async function signaturePng(width = 360, height = 180): Promise<Buffer> {
  const stroke = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path d="M10 ${height - 30} C ${width / 3} 10, ${width / 2} ${height}, ${width - 10} 30" stroke="#0f172a" stroke-width="3" fill="none"/></svg>`,
  );
  return sharp(stroke).png().toBuffer();
}

/**
 * A phone photo of a document, JPEG, with what a phone writes into it: the camera owner's name, the GPS
 * position, and an orientation (6: the pixels lie on their side and are shown turned 90° clockwise).
 */
export async function photoJpeg(width = 64, height = 48, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Artist: 'Erika Muster', Copyright: 'Erika Muster', Make: 'Telefon' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 6/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 41/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG whose header declares `width` × `height` pixels, with next to no data: a decompression bomb. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SIGNATURE_PNG = await signaturePng();
export const PHOTO_JPEG = await photoJpeg();
