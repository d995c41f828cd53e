import sharp from 'sharp';
import { imageVariants, type ImageFormat, type ImageVariant } from '@khidma/shared/images';

/** Decoded pixels (sharp's raw output): every variant is resized from these, never from an encoded copy. */
export type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

export type EncodedVariant = ImageVariant & { bytes: Buffer };

/**
 * WebP at the quality uploads always had; AVIF at sharp's default quality, about two thirds of the WebP's bytes.
 * AVIF effort 2, not the default 4: a noisy 1024 px photo took 9 s at 4 on this machine and under 1 s at 2, for
 * the same size, and an upload waits for its variants.
 */
const ENCODERS: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  webp: (image) => image.webp({ quality: 82 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

/** The pixels as an image in one format, `width` pixels wide (height in proportion). */
export function encodeImage(pixels: Pixels, { width, format }: ImageVariant): Promise<Buffer> {
  const image = sharp(pixels.data, { raw: pixels.info });
  return ENCODERS[format](width < pixels.info.width ? image.resize({ width }) : image).toBuffer();
}

/** Every variant of the image (packages/shared/src/images.ts) from its full-size pixels. */
export function encodeVariants(pixels: Pixels): Promise<EncodedVariant[]> {
  return Promise.all(
    imageVariants(pixels.info.width).map(async (variant) => ({
      ...variant,
      bytes: await encodeImage(pixels, variant),
    })),
  );
}
