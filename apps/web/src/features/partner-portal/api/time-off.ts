import type { TimeOff, TimeOffInput } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

/** The portal's days off keep their own cache tag, added here so the customer's api.ts does not grow with it. */
const timeOffApi = api.enhanceEndpoints({ addTagTypes: ['PartnerTimeOff'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The partner's days off, today and later, soonest first. */
    getTimeOff: build.query<TimeOff[], void>({
      query: () => 'partner/me/time_off',
      providesTags: ['PartnerTimeOff'],
    }),
    addTimeOff: build.mutation<TimeOff, TimeOffInput>({
      query: (body) => ({ url: 'partner/me/time_off', method: 'POST', body }),
      invalidatesTags: ['PartnerTimeOff'],
    }),
    removeTimeOff: build.mutation<unknown, string>({
      query: (id) => ({ url: `partner/me/time_off/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['PartnerTimeOff'],
    }),
  }),
});

export const { useGetTimeOffQuery, useAddTimeOffMutation, useRemoveTimeOffMutation } = timeOffApi;
