import type { RegisterPayload } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import { api } from '@/lib/api';

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<User, RegisterPayload>({
      query: (body) => ({ url: 'user_register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
