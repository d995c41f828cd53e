import type { MapConfig } from '@khidma/shared/schemas/address';
import { api } from '@/lib/api';

export type { MapConfig };

const mapConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapConfig: build.query<MapConfig, void>({ query: () => 'map_config' }),
  }),
});

export const { useGetMapConfigQuery } = mapConfigApi;
