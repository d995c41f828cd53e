import { api } from '@/lib/api';

const logOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends the server session (POST logout); the caller forgets the stored entry. */
    logOut: build.mutation<null, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
