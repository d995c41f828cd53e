import type { AdminRow, CustomerRow, NewAdmin, Page, PartnerRow } from '@khidma/shared/schemas/operations';
import { adminApi, type ListArgs, wholeList } from './admin-api';

export type PeopleArgs = ListArgs & { q?: string };
export type BlockBody = { blocked: boolean; reason?: string };
export type WorkHours = { workHoursStart: string; workHoursEnd: string };

const peopleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<Page<CustomerRow>, PeopleArgs>({
      query: (params) => ({ url: 'admin/customers', params }),
      providesTags: ['AdminCustomer'],
    }),
    blockCustomer: build.mutation<unknown, { id: string; body: BlockBody }>({
      query: ({ id, body }) => ({ url: `admin/customers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCustomer'],
    }),
    getPartners: build.query<Page<PartnerRow>, PeopleArgs>({
      query: (params) => ({ url: 'admin/partners', params }),
      providesTags: ['AdminPartner'],
    }),
    suspendPartner: build.mutation<unknown, { id: string; body: BlockBody }>({
      query: ({ id, body }) => ({ url: `admin/partners/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminPartner', 'AdminDashboard'],
    }),
    setPartnerHours: build.mutation<unknown, { id: string; body: WorkHours }>({
      query: ({ id, body }) => ({ url: `admin/partners/${id}/hours`, method: 'PUT', body }),
      invalidatesTags: ['AdminPartner'],
    }),
    getAdmins: build.query<Page<AdminRow>, void>({
      query: () => 'admin/admins',
      transformResponse: wholeList<AdminRow>,
      providesTags: ['Admin'],
    }),
    addAdmin: build.mutation<AdminRow, NewAdmin>({
      query: (body) => ({ url: 'admin/admins', method: 'POST', body }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const {
  useGetCustomersQuery,
  useBlockCustomerMutation,
  useGetPartnersQuery,
  useSuspendPartnerMutation,
  useSetPartnerHoursMutation,
  useGetAdminsQuery,
  useAddAdminMutation,
} = peopleApi;
