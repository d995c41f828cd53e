import type { UpdateUserPayload } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import { api } from '@/lib/api';

const updateUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, UpdateUserPayload & { userId: string }>({
      query: ({ userId, ...body }) => ({ url: `update_user/${userId}`, method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
