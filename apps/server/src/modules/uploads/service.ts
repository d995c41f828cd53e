import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { variantName, widthSuffix } from '@khidma/shared/images';
import { newStoredId, type FileKind, type FileStorage } from '../../adapters/storage/storage';
import { AppError, badRequest } from '../../errors';
import { encodeImage, encodeVariants, type EncodedVariant, type Pixels } from '../../lib/image-variants';

/** Longest side of a stored image, in pixels. */
const IMAGE_MAX_SIDE = 1024;
/** Decoding stops beyond this many pixels (a decompression bomb is refused, not resized). */
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A checked upload, ready to store: an image re-encoded with its variants, or a PDF as sent. */
export type PreparedUpload =
  { kind: 'image'; width: number; original: Buffer; variants: EncodedVariant[] } | { kind: 'document'; bytes: Buffer };

/**
 * What may be uploaded (design §3): images (JPEG, PNG, WebP) recognised by their bytes, never their name or the
 * browser's content type, re-encoded to WebP with their AVIF and WebP variants; with `accept: 'document'` also a
 * PDF, kept as sent. Anything else (HTML, SVG, a renamed executable) is a 415. Nothing is stored here.
 */
export async function prepareUpload(bytes: Buffer, accept: FileKind): Promise<PreparedUpload> {
  if (bytes.length === 0) throw badRequest('errors.uploads.empty', { file: 'errors.uploads.empty' });
  const type = await fileTypeFromBuffer(bytes);
  if (type && IMAGE_TYPES.has(type.mime)) return prepareImage(await decodeImage(bytes));
  if (accept === 'document' && type?.mime === 'application/pdf' && isPdf(bytes)) {
    return { kind: 'document', bytes };
  }
  throw new AppError(415, accept === 'document' ? 'errors.uploads.imagesOrPdf' : 'errors.uploads.imagesOnly');
}

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * The picture's pixels: turned upright by its EXIF orientation, at most IMAGE_MAX_SIDE on its longest side. Only
 * pixels go on, so no metadata (EXIF, GPS, ICC comments) reaches an encoder, and a polyglot file loses its payload.
 * Only the first frame of an animation is kept.
 */
async function decodeImage(bytes: Buffer): Promise<Pixels> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info };
  } catch {
    throw new AppError(415, 'errors.uploads.unreadableImage');
  }
}

async function prepareImage(pixels: Pixels): Promise<PreparedUpload> {
  const { width } = pixels.info;
  const [original, variants] = await Promise.all([
    encodeImage(pixels, { width, format: 'webp' }),
    encodeVariants(pixels),
  ]);
  return { kind: 'image', width, original, variants };
}

/**
 * Stores a prepared upload under a new random name and answers its URL: an image as `<id>-<width>w.webp`, after its
 * variants (so its URL never names a variant not yet written); a document as `<id>.pdf`. A private upload (a
 * partner's ID proof or certificate) goes where no public URL reaches, without variants: no page shows it.
 */
export async function storeUpload(
  storage: FileStorage,
  upload: PreparedUpload,
  options: { private?: boolean } = {},
): Promise<string> {
  const id = newStoredId();
  if (upload.kind === 'document') return storage.save(`${id}.pdf`, upload.bytes, options);
  const stem = `${id}${widthSuffix(upload.width)}`;
  if (options.private) return storage.save(`${stem}.webp`, upload.original, options);
  await Promise.all(upload.variants.map((variant) => storage.save(variantName(stem, variant), variant.bytes)));
  return storage.save(`${stem}.webp`, upload.original);
}
