import type { Address, AddressCreate } from '@khidma/shared/schemas/address';
import { api } from '@/lib/api';

const addAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    addAddress: build.mutation<Address, { userId: string; address: AddressCreate }>({
      query: ({ userId, address }) => ({ url: `myaddress/${userId}`, method: 'POST', body: address }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useAddAddressMutation } = addAddressApi;
