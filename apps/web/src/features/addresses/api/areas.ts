import type { PartnerAreas, ServedAreas } from '@khidma/shared/schemas/areas';
import { api } from '@/lib/api';

/**
 * Where we serve (admins) and where partners go (a partner for themselves, admins for any partner). Each save
 * answers the value as stored, which replaces the cached one.
 */
const areasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminServedAreas: build.query<ServedAreas, void>({ query: () => 'admin/served_areas' }),
    saveServedAreas: build.mutation<ServedAreas, ServedAreas>({
      query: (body) => ({ url: 'admin/served_areas', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) {
          dispatch(areasApi.util.upsertQueryData('getAdminServedAreas', undefined, data));
          dispatch(areasApi.util.upsertQueryData('getServedAreas', undefined, data));
        }
      },
    }),
    getServedAreas: build.query<ServedAreas, void>({ query: () => 'served_areas' }),
    /** `partnerId` null: the signed-in partner's own (partner/me/areas). */
    getPartnerAreas: build.query<PartnerAreas, string | null>({
      query: (partnerId) => (partnerId ? `admin/partners/${partnerId}/areas` : 'partner/me/areas'),
    }),
    savePartnerAreas: build.mutation<PartnerAreas, { partnerId: string | null; areas: string[] }>({
      query: ({ partnerId, areas }) => ({
        url: partnerId ? `admin/partners/${partnerId}/areas` : 'partner/me/areas',
        method: 'PUT',
        body: { areas },
      }),
      async onQueryStarted({ partnerId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(areasApi.util.upsertQueryData('getPartnerAreas', partnerId, data));
      },
    }),
  }),
});

export const {
  useGetAdminServedAreasQuery,
  useSaveServedAreasMutation,
  useGetServedAreasQuery,
  useGetPartnerAreasQuery,
  useSavePartnerAreasMutation,
} = areasApi;
