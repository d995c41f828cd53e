import type { UpdatePasswordPayload } from '@khidma/shared/schemas/auth';
import { api } from '@/lib/api';

const updatePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePassword: build.mutation<null, UpdatePasswordPayload>({
      query: (body) => ({ url: 'update_password', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdatePasswordMutation } = updatePasswordApi;
