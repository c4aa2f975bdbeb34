// The prescription file as phones produce it (issue 22): an iPhone photo (HEIC, or a JPEG of 3-8 MB)
// must always go through. Photos are decoded by the browser, shrunk to a readable size (longest edge
// PHOTO_MAX_EDGE, JPEG quality PHOTO_JPEG_QUALITY) and sent as JPEG; PDFs are sent as they are, and one
// over the limit still gets the German size message.
import {
  checkPrescriptionFile,
  isConvertiblePhoto,
  jpegFileName,
  mimeFromFileName,
  needsShrinking,
  PHOTO_JPEG_QUALITY,
  PRESCRIPTION_MESSAGES,
  scaledSize,
} from '#app/domain/booking/prescription';

export type PreparedPrescription = { file: File; error: null } | { file: null; error: string };

type DecodedImage = { width: number; height: number; close?: () => void };

/** What the browser does with images; tests pass their own. */
export type ImageTools<I extends DecodedImage = DecodedImage> = {
  decode: (file: File) => Promise<I>;
  /** The image drawn at `size` as a JPEG of `quality`. */
  encode: (image: I, size: { width: number; height: number }, quality: number) => Promise<Blob>;
};

const ok = (file: File): PreparedPrescription => ({ file, error: null });
const refused = (error: string): PreparedPrescription => ({ file: null, error });
const checked = (file: File): PreparedPrescription => {
  const problem = checkPrescriptionFile(file);
  return problem ? refused(problem) : ok(file);
};

export async function preparePrescription<I extends DecodedImage>(
  file: File,
  tools: ImageTools<I> = browserImageTools as unknown as ImageTools<I>,
): Promise<PreparedPrescription> {
  const photo = isConvertiblePhoto(file.name);
  const mime = mimeFromFileName(file.name);
  if (file.size === 0) return refused(PRESCRIPTION_MESSAGES.empty);
  if (!photo && !mime) return refused(PRESCRIPTION_MESSAGES.type);
  if (mime === 'application/pdf') return checked(file);

  let image: I;
  try {
    image = await tools.decode(file);
  } catch {
    // Not decodable here: a JPEG/PNG goes as it is (the server checks it); a HEIC cannot.
    return photo ? refused(PRESCRIPTION_MESSAGES.photo) : checked(file);
  }
  try {
    if (!needsShrinking(file, image.width, image.height)) return checked(file);
    const blob = await tools.encode(image, scaledSize(image.width, image.height), PHOTO_JPEG_QUALITY);
    // A small PNG screenshot may grow as a JPEG: keep the original when it is fine as it is.
    if (!photo && blob.size >= file.size && !checkPrescriptionFile(file)) return ok(file);
    return checked(new File([blob], jpegFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }));
  } catch {
    return photo ? refused(PRESCRIPTION_MESSAGES.photo) : checked(file);
  } finally {
    image.close?.();
  }
}

async function decodeInBrowser(file: File): Promise<CanvasImageSource & DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers decode HEIC only through an <img>: try that below.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return Object.assign(img, { width: img.naturalWidth, height: img.naturalHeight });
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function encodeInBrowser(
  image: CanvasImageSource,
  size: { width: number; height: number },
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // Transparent parts of a PNG would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', quality),
  );
}

export const browserImageTools: ImageTools<CanvasImageSource & DecodedImage> = {
  decode: decodeInBrowser,
  encode: encodeInBrowser,
};
