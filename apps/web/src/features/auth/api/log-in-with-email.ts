import type { EmailLogin } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import { api } from '@/lib/api';

const emailLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    logInWithEmail: build.mutation<User, EmailLogin>({
      query: (body) => ({ url: 'login_with_email', method: 'POST', body }),
    }),
  }),
});

export const { useLogInWithEmailMutation } = emailLoginApi;
