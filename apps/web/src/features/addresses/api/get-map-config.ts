import { api } from '@/lib/api';

export type MapConfig = { tileUrl: string; attribution: string };

const mapConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapConfig: build.query<MapConfig, void>({ query: () => 'map_config' }),
  }),
});

export const { useGetMapConfigQuery } = mapConfigApi;
