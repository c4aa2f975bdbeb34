import { describe, expect, it, vi } from 'vitest';
import { jpegFileName, PRESCRIPTION_MESSAGES, scaledSize } from '#app/domain/booking/prescription';
import { preparePrescription, type ImageTools } from './prescription-image';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

function tools(width: number, height: number, encodedBytes: number) {
  const close = vi.fn();
  const encode = vi.fn(async () => new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
  const t: ImageTools = { decode: async () => ({ width, height, close }), encode };
  return { t, encode, close };
}

describe('preparePrescription', () => {
  it('shrinks a 6 MB phone photo to a JPEG with a 2000 px longest edge at quality 0.8', async () => {
    const { t, encode, close } = tools(4032, 3024, 900_000);
    const result = await preparePrescription(fileOf('IMG_0042.jpg', 6 * MB, 'image/jpeg'), t);
    expect(result.error).toBeNull();
    expect(result.file!.name).toBe('IMG_0042.jpg');
    expect(result.file!.type).toBe('image/jpeg');
    expect(result.file!.size).toBe(900_000);
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 2000, height: 1500 }, 0.8);
    expect(close).toHaveBeenCalled();
  });

  it('converts an iPhone HEIC photo to JPEG, or says how to go on when the browser cannot', async () => {
    const { t } = tools(3024, 4032, 800_000);
    const converted = await preparePrescription(fileOf('IMG_0043.HEIC', 2 * MB), t);
    expect(converted.file!.name).toBe('IMG_0043.jpg');
    const failing: ImageTools = { decode: async () => Promise.reject(new Error('unsupported')), encode: vi.fn() };
    expect(await preparePrescription(fileOf('IMG_0043.heic', 2 * MB), failing)).toEqual({
      file: null,
      error: PRESCRIPTION_MESSAGES.photo,
    });
  });

  it('sends small images and every PDF as they are; a PDF over 5 MB gets the German size message', async () => {
    const { t, encode } = tools(1200, 900, 10);
    const small = fileOf('scan.png', 300_000, 'image/png');
    expect((await preparePrescription(small, t)).file).toBe(small);
    const pdf = fileOf('Verordnung.pdf', 4 * MB, 'application/pdf');
    expect((await preparePrescription(pdf, t)).file).toBe(pdf);
    expect(await preparePrescription(fileOf('gross.pdf', 6 * MB), t)).toEqual({
      file: null,
      error: PRESCRIPTION_MESSAGES.size,
    });
    expect(encode).not.toHaveBeenCalled();
  });

  it('keeps the original when shrinking would not make it smaller, and refuses what is no prescription', async () => {
    const { t } = tools(2400, 1000, 3 * MB);
    const png = fileOf('bildschirm.png', 2 * MB, 'image/png');
    expect((await preparePrescription(png, t)).file).toBe(png);
    expect(await preparePrescription(fileOf('brief.docx', 10), t)).toEqual({
      file: null,
      error: PRESCRIPTION_MESSAGES.type,
    });
    expect(await preparePrescription(fileOf('leer.jpg', 0), t)).toEqual({
      file: null,
      error: PRESCRIPTION_MESSAGES.empty,
    });
  });

  it('still refuses an image the browser cannot shrink below the limit', async () => {
    const undecodable: ImageTools = { decode: async () => Promise.reject(new Error('broken')), encode: vi.fn() };
    expect(await preparePrescription(fileOf('riesig.jpg', 7 * MB), undecodable)).toEqual({
      file: null,
      error: PRESCRIPTION_MESSAGES.size,
    });
  });
});

describe('photo sizes and names', () => {
  it('scales down, never up, keeping the proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names the converted photo .jpg', () => {
    expect(jpegFileName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegFileName('scan.png')).toBe('scan.jpg');
    expect(jpegFileName('.heic')).toBe('verordnung.jpg');
  });
});
