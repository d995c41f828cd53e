import { z } from 'zod';

/** Every API body: `{ code, message, results }`, `code` equal to the HTTP status (design §3). */
export function envelopeSchema<T extends z.ZodType>(results: T) {
  return z.object({ code: z.number().int(), message: z.string(), results });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  /**
   * The message's key in the shared catalogue ('errors.slots.taken'): what a client tells refusals apart by,
   * whatever the language `message` is said in.
   */
  reason: z.string().optional(),
  /** Field-level messages of a 400, keyed by the field's path ("email", "address.pincode"). */
  errors: z.record(z.string(), z.string()).optional(),
});

export type Envelope<T> = { code: number; message: string; results: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Route params are ids; a malformed one is a 400, never a database error. */
export const idSchema = z.uuid({ message: 'validation.id.invalid' });
