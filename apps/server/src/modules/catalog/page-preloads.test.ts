import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_IMAGE_SIZES } from '@khidma/shared/images';
import { createPagePreloads } from './page-preloads';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'khidma-preloads-'));
mkdirSync(path.join(webRoot, '.vite'));
writeFileSync(
  path.join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/main-1.js', isDynamicEntry: true, imports: ['_vendor.js', 'index.html'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_vendor.js'] },
    '_api.js': { file: 'assets/api-1.js', imports: ['_vendor.js'] },
    'src/app/router.tsx': { file: 'assets/router-1.js', imports: ['_vendor.js', 'index.html', '_card.js'] },
    'src/app/i18n/english-storefront.ts': { file: 'assets/english-storefront-1.js' },
    'src/features/catalog/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_vendor.js', '_api.js'] },
    'src/features/catalog/routes/service-detail-page.tsx': {
      file: 'assets/service-detail-page-1.js',
      imports: ['_vendor.js', 'index.html', '_card.js'],
    },
    'src/features/catalog/routes/services-list-page.tsx': {
      file: 'assets/services-list-page-1.js',
      imports: ['index.html', '_card.js'],
    },
  }),
);
const service = '5a0b6a52-6f7c-4c36-9c1e-2f1d7a3b9e10';
const sub = '0d9b6e0f-1c59-4a8e-a3a5-8f3e4b3c2d11';
const FRAME_LINKS = [
  '</assets/main-1.js>; rel=modulepreload',
  '</assets/vendor-1.js>; rel=modulepreload',
  '</assets/router-1.js>; rel=modulepreload',
  '</assets/card-1.js>; rel=modulepreload',
  '</assets/english-storefront-1.js>; rel=modulepreload',
];
const unrendered = { rendered: false };
const rendered = { rendered: true };
const otherSub = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const preloads = createPagePreloads(webRoot, async (page, id) => {
  if (page === 'service' && id === service) return '/images/catalog/ac-repair-1.webp';
  if (page === 'services' && id === otherSub) return '/uploads/ab/ab12.webp';
  return undefined;
});
/** The header's links: each starts with `<`, and a quoted srcset has commas of its own. */
const links = (header: string | undefined) => header?.split(/, (?=<)/);
const avif = (width: number) => `/images/catalog/ac-repair-1.${width}w.avif ${width}w`;
/** The service detail's image, as its markup will pick it. */
const DETAIL_IMAGE =
  '</images/catalog/ac-repair-1.480w.avif>; rel=preload; as=image; fetchpriority=high; type="image/avif"; ' +
  `imagesrcset="${avif(160)}, ${avif(320)}, ${avif(480)}"; imagesizes="${PAGE_IMAGE_SIZES.service}"`;

describe('page preloads', () => {
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("preloads a service detail's image as its markup will pick it, its answers and its code beyond the entry", async () => {
    expect(links(await preloads(`/service/${service}/${sub}`, unrendered))).toEqual([
      DETAIL_IMAGE,
      `</api/khidma/services/${service}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `</api/khidma/service_by_sub_category/${sub}>; rel=preload; as=fetch; crossorigin=anonymous`,
      ...FRAME_LINKS,
      '</assets/service-detail-page-1.js>; rel=modulepreload',
    ]);
    expect(await preloads(`/service/${service}`, unrendered)).not.toContain('service_by_sub_category');
  });

  it("preloads a services list's answer and code (no image when none is found)", async () => {
    expect(links(await preloads(`/services/${sub}/AC%20Services?x=1`, unrendered))).toEqual([
      `</api/khidma/service_by_sub_category/${sub}>; rel=preload; as=fetch; crossorigin=anonymous`,
      ...FRAME_LINKS,
      '</assets/services-list-page-1.js>; rel=modulepreload',
    ]);
  });

  it('preloads only the main image of a page that comes rendered: its code and answers wait for the first paint', async () => {
    expect(links(await preloads(`/service/${service}/${sub}`, rendered))).toEqual([DETAIL_IMAGE]);
    expect(await preloads(`/services/${sub}/x`, rendered)).toBeUndefined();
    expect(await preloads('/', rendered)).toBeUndefined();
    expect(await preloads('/about', rendered)).toBeUndefined();
  });

  it("preloads Home's code and the frame's, which are beyond the entry, each chunk once", async () => {
    expect((await preloads('/?utm=x', unrendered))?.split(', ')).toEqual([
      ...FRAME_LINKS,
      '</assets/home-page-1.js>; rel=modulepreload',
      '</assets/api-1.js>; rel=modulepreload',
    ]);
  });

  it("preloads an image without variants as it is, with the services list's sizes for one with them", async () => {
    expect(links(await preloads(`/services/${otherSub}/x`, unrendered))?.[0]).toBe(
      '</uploads/ab/ab12.webp>; rel=preload; as=image; fetchpriority=high',
    );
    const listed = createPagePreloads(webRoot, async () => '/images/catalog/plumbing.webp');
    expect(links(await listed(`/services/${sub}/x`, rendered))?.[0]).toContain(
      `imagesizes="${PAGE_IMAGE_SIZES.services}"`,
    );
  });

  it("preloads only the frame's code for the other pages, and for ids that are not ids", async () => {
    const frame = FRAME_LINKS.join(', ');
    expect(await preloads('/checkout', unrendered)).toBe(frame);
    expect(await preloads(`/order/${service}`, unrendered)).toBe(frame);
    expect(await preloads("/service/1'%20or%201=1--", unrendered)).toBe(frame);
    expect(await preloads(`/service/${service}/not-an-id`, unrendered)).not.toContain('not-an-id');
  });

  it('still preloads the answers without a manifest, and when the image lookup fails', async () => {
    const failing = createPagePreloads(path.join(webRoot, 'missing'), async () => {
      throw new Error('database down');
    });
    expect(await failing(`/services/${sub}/x`, unrendered)).toBe(
      `</api/khidma/service_by_sub_category/${sub}>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
  });
});
