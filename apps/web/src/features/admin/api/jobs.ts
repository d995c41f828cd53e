import type { FailedJobRow, NotificationRow } from '@khidma/shared/schemas/notifications';
import { adminApi } from './admin-api';

const jobsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    failedNotifications: build.query<NotificationRow[], void>({
      query: () => 'admin/notifications?status=failed',
      providesTags: ['AdminJobs'],
    }),
    failedJobs: build.query<FailedJobRow[], void>({
      query: () => 'admin/jobs/failed',
      providesTags: ['AdminJobs'],
    }),
    retryNotification: build.mutation<NotificationRow, string>({
      query: (id) => ({ url: `admin/notifications/${id}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['AdminJobs'],
    }),
    retryJob: build.mutation<null, { name: string; id: string }>({
      query: ({ name, id }) => ({ url: `admin/jobs/${name}/${id}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['AdminJobs'],
    }),
  }),
});

export const { useFailedNotificationsQuery, useFailedJobsQuery, useRetryNotificationMutation, useRetryJobMutation } =
  jobsApi;
