import type { VerifyLoginPayload } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import { api } from '@/lib/api';

const verifyLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyLogin: build.mutation<User, VerifyLoginPayload & { token: string }>({
      query: ({ token, ...body }) => ({
        url: 'verifylogin',
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const { useVerifyLoginMutation } = verifyLoginApi;
