import { eq, inArray, sql } from 'drizzle-orm';
import { kuwaitArea } from '@khidma/shared/kuwait-areas';
import type { Language } from '@khidma/shared/languages';
import { isAreaServed, servedAreasSchema, type ServedAreas } from '@khidma/shared/schemas/areas';
import type { Db, Tx } from '../../db/client';
import { servicePartners, settings, subCategories } from '../../db/schema';
import { badRequest, conflict } from '../../errors';

const SERVED_AREAS_KEY = 'servedAreas';

/** Until an admin switches an area off, every area is served (docs/decisions/2026-11-26-served-areas.md). */
export const ALL_AREAS_SERVED: ServedAreas = { unserved: [], unservedBySubCategory: {} };

/** The served areas, read where they apply, so every process sees a change at once. */
export async function getServedAreas(db: Tx): Promise<ServedAreas> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SERVED_AREAS_KEY));
  const stored = servedAreasSchema.safeParse(row?.value);
  return stored.success ? stored.data : ALL_AREAS_SERVED;
}

/** PUT admin/served_areas: a sub-category that does not exist is a 400 naming it. */
export async function setServedAreas(db: Tx, value: ServedAreas): Promise<ServedAreas> {
  const ids = Object.keys(value.unservedBySubCategory);
  if (ids.length) {
    const rows = await db.select({ id: subCategories.id }).from(subCategories).where(inArray(subCategories.id, ids));
    const known = new Set(rows.map((row) => row.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) {
      const field = `unservedBySubCategory.${unknown}`;
      throw badRequest('errors.catalog.subCategoryNotFound', { [field]: 'errors.catalog.subCategoryNotFound' });
    }
  }
  // Sub-categories with nothing switched off are dropped: they follow `unserved`.
  const bySubCategory = Object.fromEntries(
    Object.entries(value.unservedBySubCategory).filter(([, areas]) => areas.length > 0),
  );
  const stored = { unserved: value.unserved, unservedBySubCategory: bySubCategory };
  await db
    .insert(settings)
    .values({ key: SERVED_AREAS_KEY, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: sql`now()` } });
  return stored;
}

/**
 * An order to an address whose area is not served (for the order's sub-category) is a 409 naming the address's
 * area in the reader's language; called inside the order's transaction before anything is held, so nothing is.
 */
export async function requireServedArea(
  tx: Tx,
  address: { _id: string; area: string },
  subCategoryId: string,
  language: Language,
): Promise<void> {
  const served = await getServedAreas(tx);
  if (isAreaServed(served, address.area, subCategoryId)) return;
  const area = kuwaitArea(address.area);
  const name = area ? area[language === 'ar' ? 'ar' : 'en'] : address.area;
  throw conflict('errors.areas.notServed', { addressId: 'errors.areas.notServed' }, { area: name });
}

/** A partner's areas ([]: every area). */
export async function getPartnerAreas(db: Db, partnerId: string): Promise<string[]> {
  const [row] = await db
    .select({ areas: servicePartners.areas })
    .from(servicePartners)
    .where(eq(servicePartners.id, partnerId));
  return row?.areas ?? [];
}

export async function setPartnerAreas(db: Db, partnerId: string, areas: string[]): Promise<string[]> {
  await db.update(servicePartners).set({ areas }).where(eq(servicePartners.id, partnerId));
  return areas;
}
