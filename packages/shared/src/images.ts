/**
 * Responsive images: each of our WebP images is also stored at narrower widths in AVIF and WebP, under names
 * derived from its own URL, so `srcset` candidates follow from the URL alone and the server and the browser render
 * the same markup.
 *
 *   original   <stem>.webp                       the widest WebP candidate itself
 *   variant    <stem>.<width>w.<avif|webp>       every IMAGE_WIDTHS entry below the original's width in both
 *                                                formats, and the original's own width in AVIF: never upscaled
 *
 * Which URLs have variants, and how wide their original is:
 * - the demo catalogue, `/images/catalog/<slug>.webp`: DEMO_IMAGE_WIDTH wide (its generator's size);
 * - an upload, `…/<2 hex>/<32 hex>-<width>w.webp` on this site or the storage's origin: as wide as its name says.
 * Any other URL (an upload stored before variants, the SVG logo, an admin endpoint) is used as it is.
 */

/**
 * Candidate widths below an original's own. The layouts at 390-412 px phones (DPR 1.75-3) and a 1280 px desktop
 * pick these: thumbnails 160, a category tile or a desktop card 320, a phone card 480 or 640 (uploads only).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640] as const;

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The width of every demo catalogue image (apps/server/scripts/generate-images.ts draws them 480x360). */
export const DEMO_IMAGE_WIDTH = 480;

export type ImageVariant = { width: number; format: ImageFormat };

/** The widths an original `width` pixels wide is offered at, narrowest first: the smaller IMAGE_WIDTHS, and its own. */
function candidateWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
}

/** The files stored beside an original `width` pixels wide: every candidate but the original itself. */
export function imageVariants(width: number): ImageVariant[] {
  return candidateWidths(width)
    .flatMap((candidate) => IMAGE_FORMATS.map((format) => ({ width: candidate, format })))
    .filter((variant) => variant.width !== width || variant.format !== 'webp');
}

/** A variant's name beside its original `<stem>.webp`. */
export const variantName = (stem: string, { width, format }: ImageVariant) => `${stem}.${width}w.${format}`;

/** The suffix of an upload's stem that says its width: `ab/ab12…ef-1024w`. */
export const widthSuffix = (width: number) => `-${width}w`;

// Letters, digits and dashes only: no `..`, no `%`-escapes, no query, so no candidate can name another place.
const DEMO_STEM = /^\/images\/catalog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UPLOAD_STEM =
  /^(?:https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)?(?:\/[A-Za-z0-9_-]+)*\/([0-9a-f]{2})\/\1[0-9a-f]{30}-([1-9]\d{0,3})w$/;

/** Where an image's variants are (`<stem>.…`) and how wide its original is; undefined when it has none. */
export function responsiveSource(url: string): { stem: string; width: number } | undefined {
  if (!url.endsWith('.webp')) return undefined;
  const stem = url.slice(0, -'.webp'.length);
  if (DEMO_STEM.test(stem)) return { stem, width: DEMO_IMAGE_WIDTH };
  const upload = UPLOAD_STEM.exec(stem);
  return upload ? { stem, width: Number(upload[2]) } : undefined;
}

/** An image's `srcset` in each format, narrowest first; undefined when it has no variants (show it as it is). */
export function imageSrcSets(url: string): Record<ImageFormat, string> | undefined {
  const source = responsiveSource(url);
  if (!source) return undefined;
  const srcSet = (format: ImageFormat) =>
    candidateWidths(source.width)
      .map((width) => {
        const file = width === source.width && format === 'webp' ? url : variantName(source.stem, { width, format });
        return `${file} ${width}w`;
      })
      .join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}

/**
 * `sizes` of the catalogue pages' main images: the width each takes in its page's layout (Tailwind breakpoints sm
 * 40rem, md 48rem, lg 64rem, xl 80rem; pages max-w-7xl with px-4). The web's markup and the server's preload of the
 * same image use these, so the browser picks the same candidate for both and fetches it once.
 */
export const PAGE_IMAGE_SIZES = {
  /** A services list's card: one column, two from sm, one between the picker and the cart from lg, two from xl. */
  services:
    '(min-width: 80rem) 312px, (min-width: 64rem) calc(100vw - 640px), (min-width: 40rem) calc(50vw - 24px), calc(100vw - 32px)',
  /** A service detail's image: the whole column, half of it from md, beside the cart from lg. */
  service:
    '(min-width: 80rem) 440px, (min-width: 64rem) calc(50vw - 200px), (min-width: 48rem) calc(50vw - 28px), calc(100vw - 32px)',
} as const;
