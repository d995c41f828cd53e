import { z } from 'zod';

/** The public user record: what login returns and what the browser keeps under `entry` (spec §3). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  userImage: z.string(),
});
export type User = z.infer<typeof userSchema>;
