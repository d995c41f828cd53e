import type { Address } from '@khidma/shared/schemas/address';
import { api } from '@/lib/api';

const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], string>({
      query: (userId) => `myaddresslist/${userId}`,
      providesTags: ['Address'],
    }),
  }),
});

export const { useGetAddressesQuery } = addressesApi;
