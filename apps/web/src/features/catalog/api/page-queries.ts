import type { ApiFailure } from '@/lib/api';
import type { StoreDispatch } from '@/lib/store-hooks';
import { categoriesEndpoints } from './get-categories';
import { logosEndpoints } from './get-logos';
import { serviceEndpoints } from './get-service';
import { servicesBySubCategoryEndpoints } from './get-services-by-sub-category';

/** What a page's first screen showed: its answers are in the store, or the page's subject does not exist. */
export type PageQueriesOutcome = 'found' | 'missing';

/** A catalogue query as the server awaits it: the answer, or the failure that stops the render. */
async function settle(dispatch: StoreDispatch, thunk: Parameters<StoreDispatch>[0]) {
  const result = (await dispatch(thunk)) as { data?: unknown; error?: ApiFailure };
  if (result.error && ![400, 404].includes(result.error.status)) throw new Error(result.error.message);
  return result;
}

/**
 * The answers the catalogue pages show in their first screen (issue 16): the server fetches them into the store
 * before it renders, and the browser's store starts from them. The header's logo is on every page. A failure
 * other than "no such thing" (400/404) rejects: the page is then left to the browser, as before.
 */
export const catalogPageQueries = {
  async home(dispatch: StoreDispatch): Promise<PageQueriesOutcome> {
    await Promise.all([
      settle(dispatch, logosEndpoints.getLogos.initiate()),
      settle(dispatch, categoriesEndpoints.getCategories.initiate()),
    ]);
    return 'found';
  },

  async servicesList(dispatch: StoreDispatch, subCategoryId: string): Promise<PageQueriesOutcome> {
    const [, services] = await Promise.all([
      settle(dispatch, logosEndpoints.getLogos.initiate()),
      settle(dispatch, servicesBySubCategoryEndpoints.getServicesBySubCategory.initiate(subCategoryId)),
    ]);
    return services.error ? 'missing' : 'found';
  },

  /** The service, then the suggestions of its sub-category (the path's, or else the service's own). */
  async serviceDetail(dispatch: StoreDispatch, serviceId: string, subCategoryId?: string): Promise<PageQueriesOutcome> {
    const [, service] = await Promise.all([
      settle(dispatch, logosEndpoints.getLogos.initiate()),
      settle(dispatch, serviceEndpoints.getService.initiate(serviceId)),
    ]);
    if (service.error) return 'missing';
    const suggestionsOf = subCategoryId ?? (service.data as { SrvSubCategoryId: string }).SrvSubCategoryId;
    await settle(dispatch, servicesBySubCategoryEndpoints.getServicesBySubCategory.initiate(suggestionsOf));
    return 'found';
  },
};
