import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_COMMISSION_PERCENT,
  operationsSettingsSchema,
  type OperationsSettings,
} from '@khidma/shared/schemas/operations';
import type { Tx } from '../../db/client';
import { settings } from '../../db/schema';

const OPERATIONS_KEY = 'operations';

/** Until an admin changes them: orders wait for an admin to assign them; the platform keeps 15% of a visit. */
export const DEFAULT_OPERATIONS_SETTINGS: OperationsSettings = {
  autoAssign: false,
  commissionPercent: DEFAULT_COMMISSION_PERCENT,
};

/** The operations settings (admin/settings), read where they apply, so every process sees a change at once. */
export async function getOperationsSettings(db: Tx): Promise<OperationsSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, OPERATIONS_KEY));
  const stored = operationsSettingsSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_OPERATIONS_SETTINGS;
}

/** Stores the settings; a field left out takes its default (a console that predates it). */
export async function setOperationsSettings(
  db: Tx,
  input: z.input<typeof operationsSettingsSchema>,
): Promise<OperationsSettings> {
  const value = operationsSettingsSchema.parse(input);
  await db
    .insert(settings)
    .values({ key: OPERATIONS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
