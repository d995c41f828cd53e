import type { ForgotPassword, ResetPassword } from '@khidma/shared/schemas/password-reset';
import { api } from '@/lib/api';

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<null, ForgotPassword>({
      query: (body) => ({ url: 'forgot_password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<null, ResetPassword>({
      query: (body) => ({ url: 'reset_password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
