import { imageSrcSets } from '@khidma/shared/images';

type ResponsiveImageProps = {
  src: string;
  /** The width the image takes in its layout at each breakpoint (`sizes`): the browser picks a candidate by it. */
  sizes: string;
  alt?: string;
  /** The intrinsic size (or just its ratio), so the box is reserved before the image arrives. */
  width?: number;
  height?: number;
  className?: string;
  /**
   * `lazy` (default): fetched as it nears the screen. `eager`: at once, for an image in the first screen.
   * `priority`: at once and ahead of other images, for the page's largest one (its LCP).
   */
  load?: 'lazy' | 'eager' | 'priority';
};

/**
 * An image of ours in the narrowest AVIF or WebP that fills its layout (packages/shared/src/images.ts), or any
 * other URL as it is. Pure render, so a server renders the same markup. The <picture> takes no box of its own
 * (display: contents): the <img> lays out as if it stood alone.
 */
export function ResponsiveImage({
  src,
  sizes,
  alt = '',
  width,
  height,
  className,
  load = 'lazy',
}: ResponsiveImageProps) {
  const srcSets = imageSrcSets(src);
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      // The LCP image paints as soon as it is decoded; the others may wait for the main thread.
      decoding={load === 'priority' ? undefined : 'async'}
      className={className}
    />
  );
  if (!srcSets) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
