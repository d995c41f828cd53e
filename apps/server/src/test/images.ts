import sharp from 'sharp';
import { imageSrcSets } from '@khidma/shared/images';

/** A small photo as a camera writes it: JPEG with EXIF, including a GPS position. */
export function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KhidmaCam', Model: 'Secret Model 7', Copyright: 'Owner Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '47/1 58/1 0/1' },
    })
    .toBuffer();
}

export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The smallest well-formed PDF: enough for a byte check. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Every `srcset` candidate of an image, each with the width it claims; none for an image without variants. */
export function srcSetCandidates(url: string): Array<{ url: string; width: number; format: 'avif' | 'webp' }> {
  const srcSets = imageSrcSets(url);
  if (!srcSets) return [];
  return (['avif', 'webp'] as const).flatMap((format) =>
    srcSets[format].split(', ').map((candidate) => {
      const [file, descriptor] = candidate.split(' ');
      return { url: file!, width: Number.parseInt(descriptor!, 10), format };
    }),
  );
}
