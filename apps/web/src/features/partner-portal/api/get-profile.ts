import type { z } from 'zod';
import type { PartnerProfile, workHoursSchema } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

export type WorkHours = z.infer<typeof workHoursSchema>;

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerProfile: build.query<PartnerProfile, void>({
      query: () => 'partner/me',
      providesTags: ['PartnerProfile'],
    }),
    saveWorkHours: build.mutation<PartnerProfile, WorkHours>({
      query: (hours) => ({ url: 'partner/me', method: 'PUT', body: hours }),
      invalidatesTags: ['PartnerProfile'],
    }),
  }),
});

export const { useGetPartnerProfileQuery, useSaveWorkHoursMutation } = profileApi;
