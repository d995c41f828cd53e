import type { ApplicationDetail, ApplicationRow, ApplicationStatus, Page } from '@khidma/shared/schemas/operations';
import { adminApi, type ListArgs } from './admin-api';

const applicationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<Page<ApplicationRow>, ListArgs & { status: ApplicationStatus }>({
      query: (params) => ({ url: 'admin/partner_applications', params }),
      providesTags: ['AdminApplication'],
    }),
    getApplication: build.query<ApplicationDetail, string>({
      query: (id) => `admin/partner_applications/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminApplication', id }],
    }),
    /** An approval makes a partner: the partners list and the dashboard's counts change too. */
    approveApplication: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/partner_applications/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['AdminApplication', 'AdminDashboard', 'AdminPartner'],
    }),
    rejectApplication: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `admin/partner_applications/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['AdminApplication', 'AdminDashboard'],
    }),
  }),
});

export const {
  useGetApplicationsQuery,
  useGetApplicationQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
} = applicationsApi;
