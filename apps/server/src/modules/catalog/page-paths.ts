import { PAGE_PATHS } from '@khidma/shared/pages';
import type { Language } from '@khidma/shared/languages';
import type { Db } from '../../db/client';
import type { ResponseCache } from './response-cache';
import { listPageSubjects } from './service';

/**
 * What a page path of the web costs the server (docs/decisions/2026-11-26-a-page-is-rendered-only-at-its-canonical-
 * path.md): a catalogue page at its canonical path is rendered (once per language) and kept; the same page at any
 * other spelling is a 301 to it; a page whose subject is not on the site is a 404, never rendered; any other page
 * is the browser's to render.
 */
export type PageTarget =
  | { kind: 'render'; pathname: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' }
  | { kind: 'browser' };

type Subjects = {
  /** A sub-category's category names, by language: a services list's last path part. */
  categoryNames: Map<string, Record<Language, string>>;
  /** A service's own sub-category. */
  serviceSubCategory: Map<string, string>;
};

const SERVICES_LIST = PAGE_PATHS.servicesList.split('/')[1]!;
const SERVICE_DETAIL = PAGE_PATHS.serviceDetail.split('/')[1]!;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A services list's or a service's path, as the web's links write it (lib/paths.ts). */
export const servicesListPath = (subCategoryId: string, categoryName: string) =>
  `/${SERVICES_LIST}/${subCategoryId}/${encodeURIComponent(categoryName)}`;
const serviceDetailPath = (serviceId: string, subCategoryId?: string) =>
  subCategoryId ? `/${SERVICE_DETAIL}/${serviceId}/${subCategoryId}` : `/${SERVICE_DETAIL}/${serviceId}`;

/**
 * The catalogue pages' paths, decided from memory: which sub-categories and services are on the site is read once
 * (two queries) and kept until the catalogue changes (the signal that empties `catalogCache`), so an unknown or
 * misspelt path costs a map lookup, not a query or a render.
 */
export function catalogPagePaths(db: Db, catalogCache: ResponseCache) {
  let subjects: Promise<Subjects> | undefined;
  catalogCache.onInvalidate(() => {
    subjects = undefined;
  });
  const load = () => {
    const loading = listPageSubjects(db).then((rows) => ({
      categoryNames: new Map(
        rows.subCategories.map((row) => [row.id, { en: row.categoryName, ar: row.categoryNameAr }]),
      ),
      serviceSubCategory: new Map(rows.services.map((row) => [row.id, row.subCategoryId])),
    }));
    // A failed read is not kept: the next request reads again.
    loading.catch(() => {
      if (subjects === loading) subjects = undefined;
    });
    subjects = loading;
    return loading;
  };

  /** `pathname`: the request's path without its query; `language`: the reader's (a redirect names the page in it). */
  return async (pathname: string, language: Language): Promise<PageTarget> => {
    if (pathname === '/') return { kind: 'render', pathname };
    const [, page, id, last, ...rest] = pathname.split('/');
    const kind = page?.toLowerCase();
    if ((kind !== SERVICES_LIST && kind !== SERVICE_DETAIL) || !id || rest.length > 1 || rest[0]) {
      return { kind: 'browser' };
    }
    const { categoryNames, serviceSubCategory } = await (subjects ?? load());
    let canonical: string;
    if (kind === SERVICES_LIST) {
      const names = categoryNames.get(id);
      if (!names) return { kind: 'missing' };
      // Either language's name is a link the site wrote (a reader shares it with one who reads the other).
      const name = decoded(last ?? '');
      canonical = servicesListPath(id, name === names.en || name === names.ar ? name : names[language]);
    } else {
      const own = serviceSubCategory.get(id);
      if (!own) return { kind: 'missing' };
      canonical = serviceDetailPath(id, last ? own : undefined);
    }
    return canonical === pathname ? { kind: 'render', pathname } : { kind: 'redirect', location: canonical };
  };
}

export type CatalogPagePaths = ReturnType<typeof catalogPagePaths>;
