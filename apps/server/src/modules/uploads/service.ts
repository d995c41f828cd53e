import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { FileKind } from '../../adapters/storage/storage';
import { AppError, badRequest } from '../../errors';

/** Longest side of a stored image, in pixels. */
const IMAGE_MAX_SIDE = 1024;
/** Decoding stops beyond this many pixels (a decompression bomb is refused, not resized). */
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * What may be uploaded (design §3): images (JPEG, PNG, WebP) recognised by their bytes, never their name or the
 * browser's content type, re-encoded to WebP; with `accept: 'document'` also a PDF, kept as sent. Anything else
 * (HTML, SVG, a renamed executable) is a 415.
 */
export async function prepareUpload(bytes: Buffer, accept: FileKind): Promise<{ data: Buffer; kind: FileKind }> {
  if (bytes.length === 0) throw badRequest('errors.uploads.empty', { file: 'errors.uploads.empty' });
  const type = await fileTypeFromBuffer(bytes);
  if (type && IMAGE_TYPES.has(type.mime)) return { data: await reencodeImage(bytes), kind: 'image' };
  if (accept === 'document' && type?.mime === 'application/pdf' && isPdf(bytes)) {
    return { data: bytes, kind: 'document' };
  }
  throw new AppError(415, accept === 'document' ? 'errors.uploads.imagesOrPdf' : 'errors.uploads.imagesOnly');
}

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * A fresh WebP of the picture: turned upright by its EXIF orientation, at most IMAGE_MAX_SIDE on its longest side,
 * and without any metadata (sharp writes none unless asked, so EXIF, GPS and ICC comments are gone). Only the first
 * frame of an animation is kept.
 */
async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'errors.uploads.unreadableImage');
  }
}
