import type {
  AdminCategory,
  AdminService,
  AdminSubCategory,
  CategoryInput,
  Page,
  ServiceInput,
  SubCategoryInput,
} from '@khidma/shared/schemas/operations';
import { adminApi, wholeList, type ListArgs } from './admin-api';

/** A change shows on the customer's pages at once: their catalogue cache ('Catalog') goes too. */

const changed = ['AdminCatalogue', 'Catalog'] as const;

const catalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<Page<AdminCategory>, void>({
      query: () => 'admin/categories',
      transformResponse: wholeList<AdminCategory>,
      providesTags: ['AdminCatalogue'],
    }),
    saveCategory: build.mutation<AdminCategory, { id?: string; body: CategoryInput }>({
      query: ({ id, body }) =>
        id ? { url: `admin/categories/${id}`, method: 'PUT', body } : { url: 'admin/categories', method: 'POST', body },
      invalidatesTags: [...changed],
    }),
    getAdminSubCategories: build.query<Page<AdminSubCategory>, { categoryId?: string }>({
      query: ({ categoryId }) => ({ url: 'admin/sub_categories', params: categoryId ? { categoryId } : undefined }),
      transformResponse: wholeList<AdminSubCategory>,
      providesTags: ['AdminCatalogue'],
    }),
    saveSubCategory: build.mutation<AdminSubCategory, { id?: string; body: SubCategoryInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/sub_categories/${id}`, method: 'PUT', body }
          : { url: 'admin/sub_categories', method: 'POST', body },
      invalidatesTags: [...changed],
    }),
    getAdminServices: build.query<Page<AdminService>, ListArgs & { subCategoryId?: string; q?: string }>({
      query: (params) => ({ url: 'admin/services', params }),
      providesTags: ['AdminCatalogue'],
    }),
    saveService: build.mutation<AdminService, { id?: string; body: ServiceInput }>({
      query: ({ id, body }) =>
        id ? { url: `admin/services/${id}`, method: 'PUT', body } : { url: 'admin/services', method: 'POST', body },
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useSaveCategoryMutation,
  useGetAdminSubCategoriesQuery,
  useSaveSubCategoryMutation,
  useGetAdminServicesQuery,
  useSaveServiceMutation,
} = catalogueApi;
