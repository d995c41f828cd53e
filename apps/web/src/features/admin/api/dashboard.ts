import type { Dashboard } from '@khidma/shared/schemas/operations';
import { adminApi } from './admin-api';

const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => 'admin/dashboard',
      providesTags: ['AdminDashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
