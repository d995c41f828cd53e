import type { OperationsSettings } from '@khidma/shared/schemas/operations';
import { adminApi } from './admin-api';

const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<OperationsSettings, void>({
      query: () => 'admin/settings',
      providesTags: ['AdminSettings'],
    }),
    /** The answer is the settings as saved: the cache takes it without asking again. */
    saveSettings: build.mutation<OperationsSettings, OperationsSettings>({
      query: (body) => ({ url: 'admin/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation } = settingsApi;
