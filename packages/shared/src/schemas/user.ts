import { z } from 'zod';
import { USER_ROLES } from '../constants';

/** The public user record: what login returns and what the browser keeps under `entry` (spec §3). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  phone: z.string(),
  userImage: z.string(),
  /** Where login takes them: a customer stays, a partner goes to /partner, an admin to /admin. */
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof userSchema>;
