import type { z } from 'zod';
import type { Job, jobDeclineSchema, jobUpdateSchema } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

export type JobUpdate = z.infer<typeof jobUpdateSchema>;
export type JobStatus = JobUpdate['ordStatus'];

const moveJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The next step of the visit; the answer is the job as it now stands. */
    moveJob: build.mutation<Job, { ordId: string; update: JobUpdate }>({
      query: ({ ordId, update }) => ({ url: `partner/jobs/${encodeURIComponent(ordId)}`, method: 'PUT', body: update }),
      invalidatesTags: ['PartnerJob'],
    }),
    /** The job goes back to the admin, unassigned: it leaves this partner's list. */
    declineJob: build.mutation<unknown, { ordId: string } & z.infer<typeof jobDeclineSchema>>({
      query: ({ ordId, reason }) => ({
        url: `partner/jobs/${encodeURIComponent(ordId)}/decline`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['PartnerJob'],
    }),
  }),
});

export const { useMoveJobMutation, useDeclineJobMutation } = moveJobApi;
