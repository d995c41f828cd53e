import { LRUCache } from 'lru-cache';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { idSchema } from '@khidma/shared/api';
import { API_PREFIX } from '@khidma/shared/constants';
import { PAGE_IMAGE_SIZES, imageSrcSets, responsiveSource, variantName } from '@khidma/shared/images';
import type { Db } from '../../db/client';
import type { ResponseCache } from './response-cache';
import { findPageImage } from './service';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const isId = (value: string | undefined): value is string => idSchema.safeParse(value).success;

/** What every page runs: the app (the first chunk starts it), the routes with the site's frame, the frame's messages. */
const FRAME = ['src/main.tsx', 'src/app/router.tsx', 'src/app/i18n/english-storefront.ts'];
const HOME_PAGE = 'src/features/catalog/routes/home-page.tsx';
const DETAIL_PAGE = 'src/features/catalog/routes/service-detail-page.tsx';
const LIST_PAGE = 'src/features/catalog/routes/services-list-page.tsx';

function readManifest(webRoot: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** A chunk's file and those of every chunk it imports, skipping what `seen` holds already. */
function collect(manifest: Manifest, key: string, seen: Set<string>, files: string[] = []): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return files;
  seen.add(chunk.file);
  files.push(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files);
  return files;
}

const data = (apiPath: string) => `<${API_PREFIX}/${apiPath}>; rel=preload; as=fetch; crossorigin=anonymous`;
const modules = (files: string[]) => files.map((file) => `</${file}>; rel=modulepreload`);

type CataloguePage = 'service' | 'services';

/**
 * The page's main image, first among its images. One of ours is preloaded as the AVIF its <picture> will pick (the
 * same srcset and sizes, so the browser fetches it once); a browser without `imagesrcset` takes the widest AVIF, the
 * one phones pick, and one without AVIF skips the hint. Any other URL is preloaded as it is.
 */
function image(url: string, page: CataloguePage): string {
  const source = responsiveSource(url);
  const srcSets = imageSrcSets(url);
  if (!source || !srcSets) return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  const widest = variantName(source.stem, { width: source.width, format: 'avif' });
  return `<${widest}>; rel=preload; as=image; fetchpriority=high; type="image/avif"; imagesrcset="${srcSets.avif}"; imagesizes="${PAGE_IMAGE_SIZES[page]}"`;
}

/** The page's largest image (its LCP): the service's, or the first card's of a sub-category; undefined if none. */
export type FindPageImage = (page: CataloguePage, id: string) => Promise<string | undefined>;

/** Deep links whose image is remembered; the least recently opened goes first. */
const PAGE_IMAGES_KEPT = 5000;

/**
 * The catalogue's page images from memory: each page's one-row lookup runs once and is kept until the catalogue
 * changes (the same signal that empties `catalogCache`), so a deep link costs no query once it has been opened.
 */
export function catalogPageImages(db: Db, catalogCache: ResponseCache): FindPageImage {
  const kept = new LRUCache<string, { image: string | undefined }>({ max: PAGE_IMAGES_KEPT });
  catalogCache.onInvalidate(() => kept.clear());
  return async (page, id) => {
    const key = `${page}/${id}`;
    const found = kept.get(key);
    if (found) return found.image;
    const image = await findPageImage(db, page, id);
    kept.set(key, { image });
    return image;
  };
}

/** A deep link's `Link` header value, or undefined; `rendered`: the page's HTML comes rendered, with its answers. */
export type PagePreloads = (url: string, page: { rendered: boolean }) => Promise<string | undefined>;

/**
 * `Link` preloads for a page's first load (a deep link from a search engine or a shared URL, or a reload). A page
 * rendered on the server is painted before its code is fetched (apps/web boot.ts): it preloads only its main image,
 * so nothing competes with the page's stylesheet and images for the first paint. Any other page needs its code to
 * show anything: the app and the code it renders with (the routes and the frame on every page; Home's, a service
 * detail's or a services list's own), the API answers a catalogue page will ask for and its main image start
 * downloading at once instead of one after the other. The chunks come from the web build's manifest (minus the
 * entry, which the HTML loads); ids must look like ids.
 */
export function createPagePreloads(webRoot: string, findImage: FindPageImage = async () => undefined): PagePreloads {
  const manifest = readManifest(webRoot);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedFirst = new Set<string>();
  if (entryKey) collect(manifest, entryKey, loadedFirst);
  /** The chunks of `keys` and what they import, each once, beyond the entry. */
  const code = (...keys: string[]) => {
    const seen = new Set(loadedFirst);
    return modules(keys.flatMap((key) => collect(manifest, key, seen)));
  };
  const frameCode = code(...FRAME);
  const homeCode = code(...FRAME, HOME_PAGE);
  const detailCode = code(...FRAME, DETAIL_PAGE);
  const listCode = code(...FRAME, LIST_PAGE);
  const joined = (links: string[]) => links.join(', ') || undefined;

  return async (url, { rendered }) => {
    const pathname = url.split('?')[0] ?? '';
    if (pathname === '/') return rendered ? undefined : joined(homeCode);
    const [, page, id, subCategoryId] = pathname.split('/');
    if (!isId(id) || (page !== 'service' && page !== 'services')) return rendered ? undefined : joined(frameCode);
    const sub = isId(subCategoryId) ? subCategoryId : undefined;
    const links = rendered
      ? []
      : page === 'service'
        ? [data(`services/${id}`), ...(sub ? [data(`service_by_sub_category/${sub}`)] : []), ...detailCode]
        : [data(`service_by_sub_category/${id}`), ...listCode];
    // An unknown id has no image; a failed lookup costs the page nothing but this hint.
    const found = await findImage(page, id).catch(() => undefined);
    if (found) links.unshift(image(found, page));
    return joined(links);
  };
}
