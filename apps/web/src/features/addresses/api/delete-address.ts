import { api } from '@/lib/api';

const deleteAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAddress: build.mutation<{ _id: string }, string>({
      query: (addressId) => ({ url: `myaddress/${addressId}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useDeleteAddressMutation } = deleteAddressApi;
