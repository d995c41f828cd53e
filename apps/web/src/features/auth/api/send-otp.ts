import type { SendOtpPayload } from '@khidma/shared/schemas/auth';
import { api } from '@/lib/api';

const sendOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the challenge token that verifylogin carries as Bearer. */
    sendOtp: build.mutation<{ token: string }, SendOtpPayload>({
      query: (body) => ({ url: 'send_otp', method: 'POST', body }),
    }),
  }),
});

export const { useSendOtpMutation } = sendOtpApi;
