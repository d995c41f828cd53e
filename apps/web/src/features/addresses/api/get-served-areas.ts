import type { ServedAreas } from '@khidma/shared/schemas/areas';
import { api } from '@/lib/api';

const servedAreasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET served_areas: the areas switched off; checkout says so before the date step. */
    getServedAreas: build.query<ServedAreas, void>({ query: () => 'served_areas', providesTags: ['Area'] }),
  }),
});

export const { useGetServedAreasQuery } = servedAreasApi;
