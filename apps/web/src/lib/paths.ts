/** The catalogue's page paths (spec §2 route table), built in one place for every feature that links to them. */

export const serviceDetailPath = (serviceId: string, subCategoryId?: string) =>
  subCategoryId ? `/service/${serviceId}/${subCategoryId}` : `/service/${serviceId}`;

/** The last segment is the category's name, which the page shows as its title. */
export const servicesListPath = (subCategoryId: string, categoryName: string) =>
  `/services/${subCategoryId}/${encodeURIComponent(categoryName)}`;
