import type { NotificationSettings } from '@khidma/shared/schemas/notifications';
import { api } from '@/lib/api';

const notificationSettingsApi = api.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => 'notification_settings',
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: 'notification_settings', method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } = notificationSettingsApi;
