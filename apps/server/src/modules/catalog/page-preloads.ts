import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@khidma/shared/constants';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/**
 * `Link` preloads for a deep link into the catalogue (a service detail or a services list, opened from a search
 * engine or a shared URL): the page's own code and the API answers it will ask for start downloading with the
 * first scripts instead of after them, which takes two round trips off the time to its first image. The page's
 * chunks come from the web build's manifest (minus what every page loads anyway); ids must look like ids.
 */
export function createPagePreloads(webRoot: string): (url: string) => string | undefined {
  const manifest = readManifest(webRoot);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedFirst = new Set<string>();
  if (entryKey) collect(manifest, entryKey, loadedFirst);
  const detailCode = modules(collect(manifest, DETAIL_PAGE, new Set(loadedFirst)));
  const listCode = modules(collect(manifest, LIST_PAGE, new Set(loadedFirst)));

  return (url) => {
    const [, page, id, subCategoryId] = (url.split('?')[0] ?? '').split('/');
    if (!id || !UUID.test(id)) return undefined;
    const sub = subCategoryId && UUID.test(subCategoryId) ? subCategoryId : undefined;
    let links: string[] = [];
    if (page === 'service')
      links = [data(`services/${id}`), ...(sub ? [data(`service_by_sub_category/${sub}`)] : []), ...detailCode];
    else if (page === 'services') links = [data(`service_by_sub_category/${id}`), ...listCode];
    return links.length ? links.join(', ') : undefined;
  };
}
