/** Public URL paths of the demo catalogue's images (served from apps/server/assets under /images). */
export const CATALOG_IMAGE_PREFIX = '/images/catalog';

export const serviceImageName = (subCategorySlug: string, index: number) => `${subCategorySlug}-${index + 1}.webp`;

export const catalogImageUrl = (fileName: string) => `${CATALOG_IMAGE_PREFIX}/${fileName}`;
