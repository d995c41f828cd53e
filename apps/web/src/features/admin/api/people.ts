import type { z } from 'zod';
import type {
  AdminRow,
  AdminStatus,
  CustomerRow,
  NewAdmin,
  Page,
  PartnerRow,
  TimeOff,
  TimeOffInput,
  workHoursSchema,
} from '@khidma/shared/schemas/operations';
import { adminApi, type ListArgs, wholeList } from './admin-api';

export type PeopleArgs = ListArgs & { q?: string };
export type BlockBody = { blocked: boolean; reason?: string };
export type WorkHours = z.infer<typeof workHoursSchema>;

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
      invalidatesTags: ['AdminPartner', 'AdminOrder'],
    }),
    /** A partner's days off, today and later, soonest first. */
    getPartnerTimeOff: build.query<TimeOff[], string>({
      query: (id) => `admin/partners/${id}/time_off`,
      providesTags: (_result, _error, id) => [{ type: 'AdminTimeOff', id }],
    }),
    /** A day off changes who is free: the orders' assignable partners too. */
    addPartnerTimeOff: build.mutation<TimeOff, { id: string; body: TimeOffInput }>({
      query: ({ id, body }) => ({ url: `admin/partners/${id}/time_off`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminTimeOff', id }, 'AdminOrder'],
    }),
    removePartnerTimeOff: build.mutation<unknown, { id: string; timeOffId: string }>({
      query: ({ id, timeOffId }) => ({ url: `admin/partners/${id}/time_off/${timeOffId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminTimeOff', id }, 'AdminOrder'],
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
    /** Disable another admin (their sessions end at once) or enable them. */
    setAdminActive: build.mutation<AdminRow, { id: string; body: AdminStatus }>({
      query: ({ id, body }) => ({ url: `admin/admins/${id}`, method: 'PUT', body }),
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
  useGetPartnerTimeOffQuery,
  useAddPartnerTimeOffMutation,
  useRemovePartnerTimeOffMutation,
  useGetAdminsQuery,
  useAddAdminMutation,
  useSetAdminActiveMutation,
} = peopleApi;
