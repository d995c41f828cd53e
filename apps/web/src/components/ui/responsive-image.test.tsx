import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const SIZES = '(min-width: 64rem) 300px, calc(50vw - 24px)';
const demo = '/images/catalog/plumbing.webp';

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  const { container } = render(<ResponsiveImage src={demo} sizes={SIZES} width={480} height={360} {...props} />);
  return { container, img: container.querySelector('img')! };
}

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, at the widths we store, sized by the layout, with the original as the fallback', () => {
    const { container, img } = renderImage({ className: 'aspect-[4/3] w-full' });
    const picture = container.firstElementChild!;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture).toHaveClass('contents');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/images/catalog/plumbing.160w.avif 160w, /images/catalog/plumbing.320w.avif 320w, /images/catalog/plumbing.480w.avif 480w',
    );
    expect(sources[1]).toHaveAttribute(
      'srcset',
      '/images/catalog/plumbing.160w.webp 160w, /images/catalog/plumbing.320w.webp 320w, /images/catalog/plumbing.webp 480w',
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES);
    expect(picture.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', demo);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveClass('aspect-[4/3]', 'w-full');
  });

  it('is lazy and decoded off the main thread by default', () => {
    const { img } = renderImage();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once when eager, and first when it is the priority (LCP) image', () => {
    const eager = renderImage({ load: 'eager' }).img;
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).not.toHaveAttribute('fetchpriority');

    const priority = renderImage({ load: 'priority' }).img;
    expect(priority).toHaveAttribute('loading', 'eager');
    expect(priority).toHaveAttribute('fetchpriority', 'high');
    expect(priority).not.toHaveAttribute('decoding');
  });

  it('shows any other image as a plain img', () => {
    for (const src of ['/images/logo.svg', 'https://example.com/photo.webp', '/api/khidma/partner/me/photo']) {
      const { container, img } = renderImage({ src, alt: 'Logo' });
      expect(container.querySelector('picture, source')).toBeNull();
      expect(container.firstElementChild).toBe(img);
      expect(img).toHaveAttribute('src', src);
      expect(img).toHaveAttribute('alt', 'Logo');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('renders the same markup on a server', () => {
    for (const load of ['lazy', 'eager', 'priority'] as const) {
      const element = <ResponsiveImage src={demo} sizes={SIZES} width={480} height={360} load={load} />;
      const server = document.createElement('div');
      server.innerHTML = renderToString(element);
      const { container } = render(element);
      expect(server.isEqualNode(container), load).toBe(true);
    }
  });
});
