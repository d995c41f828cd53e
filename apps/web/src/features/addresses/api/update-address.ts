import type { Address, AddressUpdate } from '@khidma/shared/schemas/address';
import { api } from '@/lib/api';

const updateAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAddress: build.mutation<Address, { addressId: string; address: AddressUpdate }>({
      query: ({ addressId, address }) => ({ url: `myaddress/${addressId}`, method: 'PUT', body: address }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
